import { formatShortCalendarDate, type RevenueDay } from '@partline/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn, takaColumn } from '@/components/ui/figure-columns';

export interface RevenueTableProps {
  days: RevenueDay[];
}

const columns: DataColumn<RevenueDay>[] = [
  {
    header: 'Day',
    kind: 'title',
    className: 'fw-normal',
    cell: (day) => formatShortCalendarDate(day.day),
  },
  quantityColumn('Paid orders', (day) => day.orders),
  takaColumn('Revenue', (day) => day.revenue),
];

/** The numbers of the revenue chart, newest day first, behind a disclosure. */
export function RevenueTable({ days }: RevenueTableProps) {
  return (
    <details className="overview-details">
      <summary>Show revenue by day as a table</summary>
      <DataTable
        label="Revenue by day"
        cards={false}
        rows={[...days].reverse()}
        rowKey={(day) => day.day}
        columns={columns}
      />
    </details>
  );
}
