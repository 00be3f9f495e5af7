import { ORDER_MESSAGES, type Order } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';
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
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const [q] = useListSearch();
  const orders = useOrderPages(email, q);
  const cancelOrder = useCancelOrder();
  const cancellation = useConfirm<Order>();
  const askToCancel = (order: Order) => {
    cancellation.ask(order);
  };

  const confirmCancel = (order: Order) =>
    cancelOrder.mutate(
      order._id,
      toastOutcome(specText(ORDER_MESSAGES.cancelled), cancellation.close),
    );

  return (
    <>
      <ListSearchField
        id="my-order-search"
        label={t`Search your orders`}
        placeholder={t`SO-… or PL-… number, or PO number`}
      />
      <QueryState
        query={orders}
        loadingLabel={t`Loading your orders…`}
        errorMessage={t`We could not load your orders.`}
        empty={
          q ? (
            <NoMatches things={t`orders`} q={q} />
          ) : (
            <EmptyState title={t`You have no orders yet.`}>
              <p>
                <Trans>
                  Browse the catalog and order parts in bulk at their minimum order quantity.
                </Trans>
              </p>
              <Link to={paths.allProducts.getHref()} className="btn btn-primary">
                <Trans>See all products</Trans>
              </Link>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <>
            <p className="order-list__note">
              <Trans>Times are Dhaka time (UTC+6), as on invoices and e-mails.</Trans>
            </p>
            <ul className="order-list list-unstyled mb-0" aria-label={t`Your orders`}>
              {list.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} onCancel={askToCancel} action={renderAction?.(order)} />
                </li>
              ))}
            </ul>
            <LoadMore query={orders} things={t`orders`} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        confirm={cancellation}
        title={specText(ORDER_MESSAGES.confirmCancel)}
        confirmLabel={t`Yes, Cancel Order`}
        cancelLabel={t`Keep Order`}
        pending={cancelOrder.isPending}
        onConfirm={confirmCancel}
      >
        {(item) => {
          const pieces = format.pieces(item.quantity);
          const name = item.productName;
          return (
            <p className="mb-0">
              {item.isPaid ? (
                <Trans>
                  {pieces} of <strong>{name}</strong> (paid: the payment will be refunded to your
                  card).
                </Trans>
              ) : (
                <Trans>
                  {pieces} of <strong>{name}</strong> (not paid yet: the order will be removed).
                </Trans>
              )}
            </p>
          );
        }}
      </ConfirmDialog>
    </>
  );
}
