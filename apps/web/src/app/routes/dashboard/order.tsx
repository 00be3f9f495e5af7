import { useParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useOrderByNumber } from '@/features/orders/api/get-order';
import { OrderDetail } from '@/features/orders/components/order-detail';

/**
 * `/dashboard/orders/:id` (decision 300): one order by its number, for its buyer, their company
 * admin and the shop's admins (the API decides; anyone else reads 'Order not found.').
 */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const isAdmin = useAdminFlag(user?.email).data === true;
  const order = useOrderByNumber(id);
  return (
    <DashboardPage title="Order" heading={`Order ${order.data?.orderNumber ?? id}`}>
      <QueryState query={order} loadingLabel="Loading the order…" errorMessage="Order not found.">
        {(data) => (
          <OrderDetail
            order={data}
            canDownloadInvoice={
              isAdmin || data.userEmail.toLowerCase() === user?.email.toLowerCase()
            }
          />
        )}
      </QueryState>
    </DashboardPage>
  );
}
