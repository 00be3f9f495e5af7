import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { RETURN_MESSAGES } from '@partline/shared';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useOrderByNumber } from '@/features/orders/api/get-order';
import { useOrders } from '@/features/orders/api/get-orders';
import { RequestReturnForm } from '@/features/returns/components/request-return-form';

/** An order's id rather than its number. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/dashboard/returns/new?order=…&line=…&serial=…` (decision 322): a return request for pieces
 * of an order, by its number (or the id of one of the reader's own orders, which becomes its
 * number), with a line or a serial number chosen first when given (from the order's page or a
 * serial lookup). Once the server has it, its page opens with 'Return requested'.
 */
export default function NewReturnRoute() {
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  return ORDER_ID.test(order) ? <OrderById id={order} /> : <RequestFor number={order} />;
}

function RequestFor({ number }: { number: string }) {
  const { user } = useAuth();
  const isShopAdmin = useAdminFlag(user?.email).data === true;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = useOrderByNumber(number);
  const { t } = useLingui();
  const specText = useBuyerText();
  const orderNumber = order.data?.orderNumber;
  return (
    <DashboardPage
      title={t`Request a return`}
      lead={orderNumber ? t`Order ${orderNumber}` : undefined}
    >
      <QueryState
        query={order}
        loadingLabel={t`Loading the order…`}
        errorMessage={t`Order not found.`}
      >
        {(data) => (
          <RequestReturnForm
            order={data}
            chosen={{ line: params.get('line'), serial: params.get('serial') }}
            isShopAdmin={isShopAdmin}
            onRequested={(created) => {
              toast.success(specText(RETURN_MESSAGES.requested));
              void navigate(paths.dashboard.return.getHref(created.number));
            }}
          />
        )}
      </QueryState>
    </DashboardPage>
  );
}

/** The reader's own order by its id: the same page by its number. */
function OrderById({ id }: { id: string }) {
  const { user } = useAuth();
  const orders = useOrders(user?.email);
  const { search } = useLocation();
  const { t } = useLingui();
  return (
    <DashboardPage title={t`Request a return`}>
      <QueryState
        query={orders}
        loadingLabel={t`Loading your order…`}
        errorMessage={t`We could not load your order.`}
      >
        {(list) => {
          const order = list.find((candidate) => candidate._id === id);
          if (!order) {
            return (
              <p>
                <Trans>Order not found.</Trans>
              </p>
            );
          }
          const params = new URLSearchParams(search);
          const href = paths.dashboard.newReturn.getHref({
            order: order.orderNumber,
            line: params.get('line') ?? undefined,
            serial: params.get('serial') ?? undefined,
          });
          return <Navigate replace to={href} />;
        }}
      </QueryState>
    </DashboardPage>
  );
}
