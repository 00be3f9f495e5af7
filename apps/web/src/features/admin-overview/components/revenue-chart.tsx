import { type RevenueDay } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '@/lib/i18n/format';

export interface RevenueChartProps {
  days: RevenueDay[];
}

/** Short axis figures (`12K`; `১২ হা`) in the reader's language. */
const compactFormats = new Map<string, Intl.NumberFormat>();
function compact(locale: string): Intl.NumberFormat {
  const tag = locale === 'bn' ? 'bn-BD' : 'en-US';
  let format = compactFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { notation: 'compact' });
    compactFormats.set(tag, format);
  }
  return format;
}

/**
 * Revenue per shop day as bars (recharts). Loaded lazily: only admins download recharts. A picture
 * for sighted people; the numbers are in the table beside it.
 */
export default function RevenueChart({ days }: RevenueChartProps) {
  const { t } = useLingui();
  const format = useFormat();
  const revenue = t`Revenue`;
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
          tickFormatter={format.dayMonth}
          tick={{ fontSize: 12, fill: '#4f5b68' }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          width={56}
          tickFormatter={(value: number) => compact(format.locale).format(value)}
          tick={{ fontSize: 12, fill: '#4f5b68' }}
          allowDecimals={false}
        />
        <Tooltip
          formatter={(value) => [format.money(Number(value)), revenue]}
          labelFormatter={(label) => format.dayMonth(String(label))}
          cursor={{ fill: 'rgba(13, 94, 168, 0.08)' }}
        />
        <Bar
          dataKey="revenue"
          name={revenue}
          fill="#0d5ea8"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
