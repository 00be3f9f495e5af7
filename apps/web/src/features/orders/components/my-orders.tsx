import { formatPieces, ORDER_MESSAGES, type Order } from '@partline/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSearchField } from '@/components/ui/form/list-search-field';
import { LoadMore } from '@/components/ui/load-more';
import { NoMatches } from '@/components/ui/no-matches';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { toastOutcome } from '@/lib/toast-outcome';
import { useListSearch } from '@/lib/use-list-search';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderPages } from '../api/get-orders';
import { OrderCard } from './order-card';

export interface MyOrdersProps {
  /** The signed-in client's e-mail (the list waits for it). */
  email: string | undefined;
  /** A further action on each order card (the cart's 'Buy again'; decision 128). */
  renderAction?: ((order: Order) => ReactNode) | undefined;
}

/**
 * My Orders (spec §2): the client's orders, newest first, 20 at a time with 'Load more' (decision
 * 210), searched by order, invoice or PO number (decision 300), with 'Pay' and 'Cancel' (after 'Do You
 * Want to Cancel Your Order?', spec §5).
 */
export function MyOrders({ email, renderAction }: MyOrdersProps) {
  const [q] = useListSearch();
  const orders = useOrderPages(email, q);
  const cancelOrder = useCancelOrder();
  const cancellation = useConfirm<Order>();
  const askToCancel = (order: Order) => {
    cancellation.ask(order);
  };

  const confirmCancel = (order: Order) =>
    cancelOrder.mutate(order._id, toastOutcome(ORDER_MESSAGES.cancelled, cancellation.close));

  return (
    <>
      <ListSearchField
        id="my-order-search"
        label="Search your orders"
        placeholder="SO-… or PL-… number, or PO number"
      />
      <QueryState
        query={orders}
        what="your orders"
        empty={
          q ? (
            <NoMatches things="orders" q={q} />
          ) : (
            <EmptyState title="You have no orders yet.">
              <p>Browse the catalog and order parts in bulk at their minimum order quantity.</p>
              <Link to={paths.allProducts.getHref()} className="btn btn-primary">
                See all products
              </Link>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <>
            <p className="order-list__note">
              Times are Dhaka time (UTC+6), as on invoices and e-mails.
            </p>
            <ul className="order-list list-unstyled mb-0" aria-label="Your orders">
              {list.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} onCancel={askToCancel} action={renderAction?.(order)} />
                </li>
              ))}
            </ul>
            <LoadMore query={orders} things="orders" />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        confirm={cancellation}
        title={ORDER_MESSAGES.confirmCancel}
        confirmLabel="Yes, Cancel Order"
        cancelLabel="Keep Order"
        pending={cancelOrder.isPending}
        onConfirm={confirmCancel}
      >
        {(item) => (
          <p className="mb-0">
            {formatPieces(item.quantity)} of <strong>{item.productName}</strong> (
            {item.isPaid
              ? 'paid: the payment will be refunded to your card'
              : 'not paid yet: the order will be removed'}
            ).
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
