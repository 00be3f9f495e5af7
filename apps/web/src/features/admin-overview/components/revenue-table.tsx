import { formatQuantity, formatCalendarDay, formatTaka, type RevenueDay } from '@partline/shared';
import { DataTable } from '@/components/ui/data-table';

export interface RevenueTableProps {
  days: RevenueDay[];
}

/** The numbers of the revenue chart, newest day first, behind a disclosure. */
export function RevenueTable({ days }: RevenueTableProps) {
  return (
    <details className="overview-details">
      <summary>Show revenue by day as a table</summary>
      <DataTable label="Revenue by day">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="text-end">
              Paid orders
            </th>
            <th scope="col" className="text-end">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row" className="fw-normal">
                {formatCalendarDay(day.day)}
              </th>
              <td className="text-end">{formatQuantity(day.orders)}</td>
              <td className="text-end text-nowrap">{formatTaka(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </details>
  );
}
