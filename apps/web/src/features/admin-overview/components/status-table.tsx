import type { OrderStatus } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn } from '@/components/ui/figure-columns';
import { useFormat } from '@/lib/i18n/format';
import { ORDER_STATUS_LONG_TEXTS } from '../order-status-texts';
import { STATUS_COLOURS } from '../status-colours';

interface StatusCount {
  status: OrderStatus;
  count: number;
}

export interface StatusTableProps {
  counts: StatusCount[];
}

/** Orders per status, every status listed; a table at every width (a label and a figure). */
export function StatusTable({ counts }: StatusTableProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const columns: DataColumn<StatusCount>[] = [
    {
      header: t`Status`,
      kind: 'title',
      className: 'fw-normal',
      cell: (entry) => (
        <>
          <span
            className="overview-swatch"
            style={{ backgroundColor: STATUS_COLOURS[entry.status] }}
            aria-hidden="true"
          />
          {i18n._(ORDER_STATUS_LONG_TEXTS[entry.status])}
        </>
      ),
    },
    quantityColumn(t`Orders`, (entry) => entry.count),
  ];
  return (
    <DataTable
      label={t`Orders by status`}
      cards={false}
      rows={counts}
      rowKey={(entry) => entry.status}
      columns={columns}
      footer={
        <tr>
          <th scope="row">
            <Trans>All orders</Trans>
          </th>
          <td className="text-end fw-semibold">{format.number(total)}</td>
        </tr>
      }
    />
  );
}
