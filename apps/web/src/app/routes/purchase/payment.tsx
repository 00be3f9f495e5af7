import { ORDER_MESSAGES } from '@partline/shared';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useClientConfig } from '@/features/auth/api/get-client-config';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useOrders } from '@/features/orders/api/get-orders';
import { PaymentCard } from '@/features/orders/components/payment-card';

/**
 * `/payment/:id` (spec §2): finds the order among the signed-in client's own and offers to pay
 * it. Behind `RequireAuth`.
 */
export default function PaymentRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const orders = useOrders(user?.email);
  const clientConfig = useClientConfig();

  return (
    <>
      <PageHeader title="Payment" eyebrow="Checkout">
        Pay for your order by card. The amount is the order&apos;s total as placed.
      </PageHeader>
      <div className="container py-4 py-md-5">
        <div className="payment-page mx-auto">
          <QueryState query={orders} what="your order">
            {(list) => {
              const order = list.find((candidate) => candidate._id === id);
              if (order) {
                return (
                  <PaymentCard
                    order={order}
                    provider={clientConfig.data?.paymentProvider}
                    options={clientConfig.data?.paymentOptions}
                  />
                );
              }
              return (
                <Alert variant="warning" className="payment-notice">
                  <Alert.Heading as="h2" className="h5">
                    {ORDER_MESSAGES.notFound}
                  </Alert.Heading>
                  <p className="mb-0">
                    There is no order of yours with this id.{' '}
                    <Link to={paths.dashboard.myOrders.getHref()}>Go to My Orders</Link>
                  </p>
                </Alert>
              );
            }}
          </QueryState>
        </div>
      </div>
    </>
  );
}
