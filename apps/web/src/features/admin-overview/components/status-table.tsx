import { formatQuantity, ORDER_STATUS_LONG_LABELS } from '@partline/shared';
import type { OrderStatus } from '@partline/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn } from '@/components/ui/figure-columns';
import { STATUS_COLOURS } from '../status-colours';

interface StatusCount {
  status: OrderStatus;
  count: number;
}

export interface StatusTableProps {
  counts: StatusCount[];
}

const columns: DataColumn<StatusCount>[] = [
  {
    header: 'Status',
    kind: 'title',
    className: 'fw-normal',
    cell: (entry) => (
      <>
        <span
          className="overview-swatch"
          style={{ backgroundColor: STATUS_COLOURS[entry.status] }}
          aria-hidden="true"
        />
        {ORDER_STATUS_LONG_LABELS[entry.status]}
      </>
    ),
  },
  quantityColumn('Orders', (entry) => entry.count),
];

/** Orders per status, every status listed; a table at every width (a label and a figure). */
export function StatusTable({ counts }: StatusTableProps) {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <DataTable
      label="Orders by status"
      cards={false}
      rows={counts}
      rowKey={(entry) => entry.status}
      columns={columns}
      footer={
        <tr>
          <th scope="row">All orders</th>
          <td className="text-end fw-semibold">{formatQuantity(total)}</td>
        </tr>
      }
    />
  );
}
