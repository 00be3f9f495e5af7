import { formatQuantity, ORDER_STATUS_LONG_LABELS } from '@partline/shared';
import type { OrderStatus } from '@partline/shared';
import { DataTable } from '@/components/ui/data-table';
import { STATUS_COLOURS } from '../status-colours';

export interface StatusTableProps {
  counts: { status: OrderStatus; count: number }[];
}

/** Orders per status, every status listed. */
export function StatusTable({ counts }: StatusTableProps) {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <DataTable label="Orders by status">
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col" className="text-end">
            Orders
          </th>
        </tr>
      </thead>
      <tbody>
        {counts.map((entry) => (
          <tr key={entry.status}>
            <th scope="row" className="fw-normal">
              <span
                className="overview-swatch"
                style={{ backgroundColor: STATUS_COLOURS[entry.status] }}
                aria-hidden="true"
              />
              {ORDER_STATUS_LONG_LABELS[entry.status]}
            </th>
            <td className="text-end">{formatQuantity(entry.count)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All orders</th>
          <td className="text-end fw-semibold">{formatQuantity(total)}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}
