import {
  FULFILMENT_WATCH_MESSAGES as M,
  formatShopShortDate,
  formatShortCalendarDate,
  type FulfilmentWatchItem,
} from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import { AdminTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { quantityColumn } from '@/components/ui/figure-columns';
import { LoadMore } from '@/components/ui/load-more';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { QueryState } from '@/components/ui/query-state';
import { useFulfilmentWatch } from '../api/get-fulfilment-watch';

/** How many shop days are left, or how late it is. */
function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'Due today';
  const days = Math.abs(daysLeft);
  return daysLeft > 0
    ? `${days} ${days === 1 ? 'day' : 'days'} left`
    : `${days} ${days === 1 ? 'day' : 'days'} late`;
}

const columns: DataColumn<FulfilmentWatchItem>[] = [
  {
    header: 'Order',
    className: 'admin-table__order',
    cell: (item) => (
      <>
        <OrderNumberLink number={item.orderNumber} />
        <span className="d-block small text-muted text-nowrap">
          Paid {formatShopShortDate(new Date(item.paidAt))}
        </span>
      </>
    ),
  },
  {
    header: 'Client',
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
  quantityColumn('Ordered', (item) => item.pieces.ordered),
  quantityColumn('Shipped', (item) => item.pieces.shipped),
  quantityColumn('Backordered', (item) => item.pieces.backordered),
  quantityColumn('Left to ship', (item) => item.pieces.left),
  {
    header: 'Deliver by',
    cell: (item) => (
      <>
        <span className="text-nowrap">{formatShortCalendarDate(item.deadline)}</span>
        <span className="d-block small text-muted text-nowrap">
          {item.sameCity ? 'In the shop city' : 'Outside the shop city'}
        </span>
      </>
    ),
  },
  {
    header: 'Days left',
    cell: (item) => (
      <>
        <span className="text-nowrap">{daysLeftText(item.daysLeft)}</span>
        {item.late ? (
          <Badge bg="danger" className="ms-2">
            {M.late}
          </Badge>
        ) : null}
      </>
    ),
  },
];

/**
 * The shipping queue (admin; decision 321): every paid order still to ship, oldest payment first,
 * 20 at a time with 'Load more', each with its pieces, its delivery deadline (5 days from payment
 * in the shop city, Dhaka, 10 elsewhere) and a 'Late' badge once that has passed.
 */
export function ShippingQueue() {
  const queue = useFulfilmentWatch();
  return (
    <QueryState
      query={queue}
      what="the shipping queue"
      empty={
        <EmptyState title={M.empty}>
          <p className="mb-0">Orders appear here once they are paid.</p>
        </EmptyState>
      }
    >
      {(rows) => (
        <>
          <AdminTable label={M.title} rows={rows} columns={columns} />
          <LoadMore query={queue} things="orders" />
        </>
      )}
    </QueryState>
  );
}
