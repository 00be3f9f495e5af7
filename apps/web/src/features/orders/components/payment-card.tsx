import {
  formatPieces,
  formatQuantity,
  PAYMENT_MESSAGES,
  type ClientConfig,
  type Order,
} from '@partline/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { OrderLines } from './order-lines';
import { PaymentModal } from './payment-modal';
import { Money } from '@/components/ui/money';

/** Why an order cannot be paid, or `null` when it can. */
function unpayableReason(order: Order): string | null {
  if (order.status === 'cancelled') return `${PAYMENT_MESSAGES.cancelled}.`;
  if (order.isDelivered) return `${PAYMENT_MESSAGES.delivered}.`;
  if (order.isPaid) return `${PAYMENT_MESSAGES.alreadyPaid}.`;
  return null;
}

export interface PaymentCardProps {
  order: Order;
  /** The server's payment provider, once its client config has loaded. */
  provider: ClientConfig['paymentProvider'] | undefined;
}

/**
 * The payment page's card (spec §2): 'Please Pay For' and 'Payment Amount : Tk.', 'Proceed' opens
 * the payment modal, a back button goes one step back; an order that cannot be paid says why. The
 * amount is the server's total; under it a one-line order shows pieces × unit price, an order of
 * several lines its line count and each line at its own price (decision 126).
 */
export function PaymentCard({ order, provider }: PaymentCardProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const reason = unpayableReason(order);

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
              Payment Amount : <Money taka={order.totalPrice} />
            </p>
            {order.lines.length > 1 ? (
              // Several lines: each at its own tier price, never all pieces at the first line's.
              <>
                <p className="payment-card__meta">
                  {formatQuantity(order.lines.length)} lines, {formatPieces(order.quantity)}
                </p>
                <OrderLines lines={order.lines} className="payment-card__lines mb-0" />
              </>
            ) : (
              <p className="payment-card__meta">
                {formatPieces(order.quantity)} × <Money taka={order.productPrice} />
              </p>
            )}
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
          provider={provider}
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
}
