import { ORDER_MESSAGES, type Order } from '@partline/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard } from '@/features/orders/components/order-card';

/**
 * `/dashboard/my-orders` (spec §2): the client's orders, newest first, with 'Pay' and 'Cancel'
 * (after 'Do You Want to Cancel Your Order?', spec §5).
 */
export default function MyOrdersRoute() {
  const { user } = useAuth();
  const orders = useOrders(user?.email);
  const cancelOrder = useCancelOrder();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  // The dialog keeps showing the order while it fades out.
  const [shown, setShown] = useState<Order | null>(null);
  const askToCancel = (order: Order) => {
    setShown(order);
    setToCancel(order);
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    cancelOrder.mutate(toCancel._id, {
      onSuccess: () => {
        toast.success(ORDER_MESSAGES.cancelled);
        setToCancel(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setToCancel(null);
      },
    });
  };

  return (
    <section className="dashboard-page">
      <PageTitle title="My Orders" />
      <h1 className="dashboard-page__title">My Orders</h1>
      {orders.isPending ? <PageSpinner label="Loading your orders…" /> : null}
      {orders.isError ? (
        <QueryError
          message="We could not load your orders."
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {orders.data?.length === 0 ? (
        <div className="orders-empty">
          <p className="orders-empty__title">You have no orders yet.</p>
          <p>Browse the catalog and order parts in bulk at their minimum order quantity.</p>
          <Link to={paths.allProducts.getHref()} className="btn btn-primary">
            See all products
          </Link>
        </div>
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <ul className="order-list list-unstyled mb-0" aria-label="Your orders">
          {orders.data.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} onCancel={askToCancel} />
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        show={toCancel !== null}
        title={ORDER_MESSAGES.confirmCancel}
        confirmLabel="Yes, Cancel Order"
        cancelLabel="Keep Order"
        pending={cancelOrder.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      >
        {shown ? (
          <p className="mb-0">
            {shown.quantity} pcs of <strong>{shown.productName}</strong> (
            {shown.isPaid
              ? 'paid: the payment will be refunded to your card'
              : 'not paid yet: the order will be removed'}
            ).
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
