import { ORDER_MESSAGES } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useMyCompany } from '@/features/companies/api/get-my-company';
import { useOrderByNumber } from '@/features/orders/api/get-order';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { PaymentReturnAlert } from '@/features/orders/components/payment-return-alert';
import { paymentReturnOutcome } from '@/features/orders/payment-choice';
import { OrderReturns } from '@/features/returns/components/order-returns';
import { orderReturnSteps } from '@/features/returns/return-steps';
import { useSpecText } from '@/lib/i18n/spec-texts';

/** An order's id (checkout and quote acceptance answer it) rather than its number. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/dashboard/orders/:id` (decision 300): one order by its number, for its buyer, their company
 * admin and the shop's admins (the API decides; anyone else reads 'Order not found.'). Given the
 * id of one of the reader's own orders (just placed), it moves to the order's number. With
 * `?payment=` (back from a provider's page, decision 311) it says what came of the payment and,
 * while the provider has not confirmed it, reads the order again until it is paid. Its returns
 * and their steps show on it (decision 322).
 */
export default function OrderRoute() {
  const { id = '' } = useParams();
  return ORDER_ID.test(id) ? <OrderById id={id} /> : <OrderByNumber number={id} />;
}

/** The reader's own order by its id: moves to its number's page. */
function OrderById({ id }: { id: string }) {
  const { t } = useLingui();
  const specText = useSpecText();
  const { user } = useAuth();
  const orders = useOrders(user?.email);
  const { search } = useLocation();
  return (
    <DashboardPage title={t`Order`} heading={t`Order`}>
      <QueryState
        query={orders}
        loadingLabel={t`Loading your order…`}
        errorMessage={t`We could not load your order.`}
      >
        {(list) => {
          const order = list.find((candidate) => candidate._id === id);
          return order ? (
            <Navigate replace to={`${paths.dashboard.order.getHref(order.orderNumber)}${search}`} />
          ) : (
            <p>{specText(ORDER_MESSAGES.notFound)}.</p>
          );
        }}
      </QueryState>
    </DashboardPage>
  );
}

function OrderByNumber({ number }: { number: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const isAdmin = useAdminFlag(user?.email).data === true;
  const membership = useMyCompany().data?.membership;
  const [searchParams] = useSearchParams();
  const outcome = paymentReturnOutcome(searchParams.get('payment'));
  const order = useOrderByNumber(number, { pollUntilPaid: outcome === 'pending' });
  const shownNumber = order.data?.orderNumber ?? number;
  return (
    <DashboardPage title={t`Order`} heading={<Trans>Order {shownNumber}</Trans>}>
      <QueryState
        query={order}
        loadingLabel={t`Loading the order…`}
        errorMessage={t`Order not found.`}
      >
        {(data) => (
          <OrderDetail
            order={data}
            canCancel={isAdmin || data.userEmail.toLowerCase() === user?.email.toLowerCase()}
            canDownloadInvoice={
              isAdmin ||
              data.userEmail.toLowerCase() === user?.email.toLowerCase() ||
              (membership?.role === 'admin' && membership.company._id === data.companyId)
            }
            canRecordTransfer={isAdmin}
            canShip={isAdmin}
            notice={outcome ? <PaymentReturnAlert outcome={outcome} order={data} /> : null}
            returns={<OrderReturns order={data} />}
            returnSteps={orderReturnSteps(data.returns)}
          />
        )}
      </QueryState>
    </DashboardPage>
  );
}
