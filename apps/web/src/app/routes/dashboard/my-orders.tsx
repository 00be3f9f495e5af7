import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { BuyAgainButton } from '@/features/cart/components/buy-again-button';
import { MyOrders } from '@/features/orders/components/my-orders';

/**
 * `/dashboard/my-orders` (spec §2): the client's orders with 'Pay' and 'Cancel', and 'Buy again'
 * on paid orders (decision 128).
 */
export default function MyOrdersRoute() {
  const { t } = useLingui();
  const { user } = useAuth();
  return (
    <DashboardPage title={t`My Orders`}>
      <MyOrders
        email={user?.email}
        renderAction={(order) =>
          order.isPaid || order.status === 'cancelled' ? (
            <BuyAgainButton orderId={order._id} productName={order.productName} />
          ) : null
        }
      />
    </DashboardPage>
  );
}
