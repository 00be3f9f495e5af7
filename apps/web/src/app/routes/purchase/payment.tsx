import { ORDER_MESSAGES } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useClientConfig } from '@/features/auth/api/get-client-config';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useOrders } from '@/features/orders/api/get-orders';
import { PaymentCard } from '@/features/orders/components/payment-card';
import { useSpecText } from '@/lib/i18n/spec-texts';

/**
 * `/payment/:id` (spec §2): finds the order among the signed-in client's own and offers to pay
 * it. Behind `RequireAuth`.
 */
export default function PaymentRoute() {
  const { t } = useLingui();
  const specText = useSpecText();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const orders = useOrders(user?.email);
  const clientConfig = useClientConfig();

  return (
    <>
      <PageHeader title={t`Payment`} eyebrow={t`Checkout`}>
        <Trans>Pay for your order by card. The amount is the order&apos;s total as placed.</Trans>
      </PageHeader>
      <div className="container py-4 py-md-5">
        <div className="payment-page mx-auto">
          <QueryState
            query={orders}
            loadingLabel={t`Loading your order…`}
            errorMessage={t`We could not load your order.`}
          >
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
                    {specText(ORDER_MESSAGES.notFound)}
                  </Alert.Heading>
                  <p className="mb-0">
                    <Trans>There is no order of yours with this id.</Trans>{' '}
                    <Link to={paths.dashboard.myOrders.getHref()}>
                      <Trans>Go to My Orders</Trans>
                    </Link>
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
