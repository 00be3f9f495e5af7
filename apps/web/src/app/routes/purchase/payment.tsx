import { formatTaka, ORDER_MESSAGES, PAYMENT_MESSAGES, type Order } from '@partline/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useClientConfig } from '@/features/auth/api/get-client-config';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useOrders } from '@/features/orders/api/get-orders';
import { PaymentModal } from '@/features/orders/components/payment-modal';

/** Why an order cannot be paid, or `null` when it can. */
function unpayableReason(order: Order): string | null {
  if (order.status === 'cancelled') return `${PAYMENT_MESSAGES.cancelled}.`;
  if (order.isDelivered) return `${PAYMENT_MESSAGES.delivered}.`;
  if (order.isPaid) return `${PAYMENT_MESSAGES.alreadyPaid}.`;
  return null;
}

/**
 * `/payment/:id` (spec §2): finds the order among the signed-in client's own, shows 'Please Pay
 * For' and 'Payment Amount : Tk.', 'Proceed' opens the payment modal, and a back button goes one
 * step back. Behind `RequireAuth`.
 */
export default function PaymentRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const orders = useOrders(user?.email);
  const clientConfig = useClientConfig();
  const [open, setOpen] = useState(false);
  const order = orders.data?.find((candidate) => candidate._id === id);
  const reason = order ? unpayableReason(order) : null;

  const renderContent = () => {
    if (orders.isPending) return <PageSpinner label="Loading your order…" />;
    if (orders.isError) {
      return (
        <QueryError message="We could not load your order." onRetry={() => void orders.refetch()} />
      );
    }
    if (!order) {
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
    }
    return (
      <Card className="payment-card">
        <Card.Body>
          <div className="payment-card__summary">
            <img
              className="payment-card__image"
              src={order.productImage}
              alt=""
              width={120}
              height={90}
            />
            <div className="min-w-0">
              <h2 className="payment-card__title">
                Please Pay For <span className="payment-card__product">{order.productName}</span>
              </h2>
              <p className="payment-card__amount">
                Payment Amount : {formatTaka(order.totalPrice)}
              </p>
              <p className="payment-card__meta">
                {order.quantity} pcs × {formatTaka(order.productPrice)}
              </p>
            </div>
          </div>
          {reason ? (
            <Alert variant="primary" className="mt-4 mb-0" role="status">
              {reason} <Link to={paths.dashboard.myOrders.getHref()}>Go to My Orders</Link>
            </Alert>
          ) : null}
          <div className="payment-card__actions">
            <Button variant="outline-secondary" onClick={() => void navigate(-1)}>
              &larr; Back
            </Button>
            {reason ? null : (
              <Button variant="primary" size="lg" onClick={() => setOpen(true)}>
                Proceed
              </Button>
            )}
          </div>
        </Card.Body>
        {reason ? null : (
          <PaymentModal
            order={order}
            provider={clientConfig.data?.paymentProvider}
            show={open}
            onHide={() => setOpen(false)}
            onPaid={() => {
              setOpen(false);
              void navigate(paths.dashboard.myOrders.getHref());
            }}
          />
        )}
      </Card>
    );
  };

  return (
    <>
      <PageTitle title="Payment" />
      <PageHeader title="Payment" eyebrow="Checkout">
        Pay for your order by card. The amount is the order&apos;s total as placed.
      </PageHeader>
      <div className="container py-4 py-md-5">
        <div className="payment-page mx-auto">{renderContent()}</div>
      </div>
    </>
  );
}
