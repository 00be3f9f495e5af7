import { formatShortCalendarDay, formatTaka, type RevenueDay } from '@partline/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface RevenueChartProps {
  days: RevenueDay[];
}

const compactTaka = new Intl.NumberFormat('en-US', { notation: 'compact' });

/**
 * Revenue per shop day as bars (recharts). Loaded lazily: only admins download recharts. A picture
 * for sighted people; the numbers are in the table beside it.
 */
export default function RevenueChart({ days }: RevenueChartProps) {
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 640, height: 260 }}>
      <BarChart
        data={days}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#dfe6ee" />
        <XAxis
          dataKey="day"
          tickFormatter={formatShortCalendarDay}
          tick={{ fontSize: 12, fill: '#4f5b68' }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          width={56}
          tickFormatter={(value: number) => compactTaka.format(value)}
          tick={{ fontSize: 12, fill: '#4f5b68' }}
          allowDecimals={false}
        />
        <Tooltip
          formatter={(value) => [formatTaka(Number(value)), 'Revenue']}
          labelFormatter={(label) => formatShortCalendarDay(String(label))}
          cursor={{ fill: 'rgba(13, 94, 168, 0.08)' }}
        />
        <Bar
          dataKey="revenue"
          name="Revenue"
          fill="#0d5ea8"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
