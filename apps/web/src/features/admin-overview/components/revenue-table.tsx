import { type RevenueDay } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn, takaColumn } from '@/components/ui/figure-columns';
import { useFormat } from '@/lib/i18n/format';

export interface RevenueTableProps {
  days: RevenueDay[];
}

/** The numbers of the revenue chart, newest day first, behind a disclosure. */
export function RevenueTable({ days }: RevenueTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const columns: DataColumn<RevenueDay>[] = [
    {
      header: t`Day`,
      kind: 'title',
      className: 'fw-normal',
      cell: (day) => format.shortCalendarDay(day.day),
    },
    quantityColumn(t`Paid orders`, (day) => day.orders),
    takaColumn(t`Revenue`, (day) => day.revenue),
  ];
  return (
    <details className="overview-details">
      <summary>
        <Trans>Show revenue by day as a table</Trans>
      </summary>
      <DataTable
        label={t`Revenue by day`}
        cards={false}
        rows={[...days].reverse()}
        rowKey={(day) => day.day}
        columns={columns}
      />
    </details>
  );
}
