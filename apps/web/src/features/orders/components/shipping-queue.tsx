import { plural } from '@lingui/core/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { FULFILMENT_WATCH_MESSAGES as M, type FulfilmentWatchItem } from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import { AdminTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { quantityColumn } from '@/components/ui/figure-columns';
import { LoadMore } from '@/components/ui/load-more';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { QueryState } from '@/components/ui/query-state';
import { useFulfilmentWatch } from '../api/get-fulfilment-watch';

/** 'Paid 21 Nov 2026' under an order's number. */
function PaidOn({ paidAt }: { paidAt: string }) {
  const format = useFormat();
  const day = format.shortDate(new Date(paidAt));
  return (
    <span className="d-block small text-muted text-nowrap">
      <Trans>Paid {day}</Trans>
    </span>
  );
}

/**
 * The shipping queue (admin; decision 321): every paid order still to ship, oldest payment first,
 * 20 at a time with 'Load more', each with its pieces, its delivery deadline (5 days from payment
 * in the shop city, Dhaka, 10 elsewhere) and a 'Late' badge once that has passed.
 */
export function ShippingQueue() {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const queue = useFulfilmentWatch();
  /** How many shop days are left, or how late it is. */
  const daysLeftText = (daysLeft: number) => {
    if (daysLeft === 0) return t`Due today`;
    const count = Math.abs(daysLeft);
    const days = format.number(count);
    return daysLeft > 0
      ? t`${plural(count, { one: `${days} day left`, other: `${days} days left` })}`
      : t`${plural(count, { one: `${days} day late`, other: `${days} days late` })}`;
  };
  const columns: DataColumn<FulfilmentWatchItem>[] = [
    {
      header: t`Order`,
      className: 'admin-table__order',
      cell: (item) => (
        <>
          <OrderNumberLink number={item.orderNumber} />
          <PaidOn paidAt={item.paidAt} />
        </>
      ),
    },
    {
      header: t`Client`,
      kind: 'title',
      cell: (item) => (
        <>
          {item.userName}
          {item.companyName ? (
            <span className="d-block small text-muted">{item.companyName}</span>
          ) : null}
        </>
      ),
    },
    quantityColumn(t`Ordered`, (item) => item.pieces.ordered),
    quantityColumn(t`Shipped`, (item) => item.pieces.shipped),
    quantityColumn(t`Backordered`, (item) => item.pieces.backordered),
    quantityColumn(t`Left to ship`, (item) => item.pieces.left),
    {
      header: t`Deliver by`,
      cell: (item) => (
        <>
          <span className="text-nowrap">{format.shortCalendarDay(item.deadline)}</span>
          <span className="d-block small text-muted text-nowrap">
            {item.sameCity ? t`In the shop city` : t`Outside the shop city`}
          </span>
        </>
      ),
    },
    {
      header: t`Days left`,
      cell: (item) => (
        <>
          <span className="text-nowrap">{daysLeftText(item.daysLeft)}</span>
          {item.late ? (
            <Badge bg="danger" className="ms-2">
              {text(M.late)}
            </Badge>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <QueryState
      query={queue}
      what={t`the shipping queue`}
      empty={
        <EmptyState title={text(M.empty)}>
          <p className="mb-0">
            <Trans>Orders appear here once they are paid.</Trans>
          </p>
        </EmptyState>
      }
    >
      {(rows) => (
        <>
          <AdminTable label={text(M.title)} rows={rows} columns={columns} />
          <LoadMore query={queue} things={t`orders`} />
        </>
      )}
    </QueryState>
  );
}
