import type { OrderStatus } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import {
  Bar,
  BarChart,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { useFormat } from '@/lib/i18n/format';
import { ORDER_STATUS_CHART_TEXTS } from '../order-status-texts';
import { STATUS_COLOURS } from '../status-colours';

export interface OrdersByStatusChartProps {
  counts: { status: OrderStatus; count: number }[];
}

/**
 * Width of the status axis, px: the longest label (`ORDER_STATUS_CHART_TEXTS`, a status on one
 * line: recharts wraps a tick wider than the axis onto the next bar's) at 12 px, and the tick.
 */
const LABEL_WIDTH = 124;

/**
 * A status label as one line of text, right-aligned at the tick: recharts' own tick breaks a label
 * into lines whenever it is a few pixels wider than it guesses room for.
 */
function StatusTick({ x, y, payload }: YAxisTickContentProps) {
  return (
    <text
      x={x}
      y={y}
      dy="0.32em"
      textAnchor="end"
      fontSize={12}
      fill="#1b2430"
      className="overview-status-tick"
    >
      {String(payload.value)}
    </text>
  );
}

/**
 * Orders per status as horizontal bars (recharts), loaded lazily; the numbers are in the table
 * beside it.
 */
export default function OrdersByStatusChart({ counts }: OrdersByStatusChartProps) {
  const { t, i18n } = useLingui();
  const data = counts.map((entry) => ({
    ...entry,
    label: i18n._(ORDER_STATUS_CHART_TEXTS[entry.status]),
  }));
  const format = useFormat();
  const orders = t`Orders`;
  return (
    <ResponsiveContainer width="100%" height={200} initialDimension={{ width: 400, height: 200 }}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis
          type="number"
          allowDecimals={false}
          tickFormatter={(value: number) => format.number(value)}
          tick={{ fontSize: 12, fill: '#4f5b68' }}
        />
        <YAxis type="category" dataKey="label" width={LABEL_WIDTH} interval={0} tick={StatusTick} />
        <Tooltip
          formatter={(value) => [format.number(Number(value)), orders]}
          cursor={{ fill: 'rgba(13, 94, 168, 0.08)' }}
        />
        <Bar dataKey="count" name={orders} radius={[0, 3, 3, 0]} isAnimationActive={false}>
          {data.map((entry) => (
            <Cell key={entry.status} fill={STATUS_COLOURS[entry.status]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
