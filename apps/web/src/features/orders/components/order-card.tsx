import { ORDER_STATUS_LABELS, paymentLabel, type Order } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { paths } from '@/config/paths';
import { InvoiceDownloadButton } from './invoice-download-button';
import { FulfilmentBadge } from './fulfilment-badge';
import { OrderLines } from './order-lines';
import { OrderTimeline } from './order-timeline';
import { Identifier, Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';

/** The payment badge's colours: the state as {@link paymentLabel} reads it. */
const PAYMENT_BADGE = {
  cancelled: { bg: 'secondary-subtle', text: 'secondary-emphasis' },
  paid: { bg: 'success-subtle', text: 'success-emphasis' },
  unpaid: { bg: 'danger-subtle', text: 'danger-emphasis' },
  onAccount: { bg: 'info-subtle', text: 'info-emphasis' },
} as const;

export interface OrderCardProps {
  order: Order;
  /** Asks to cancel the order (the caller confirms first, spec §5). */
  onCancel: (order: Order) => void;
  /** A further action, e.g. the cart's 'Buy again' (decision 128). */
  action?: ReactNode;
}

/**
 * Whether a client may still cancel an order: not delivered and not already cancelled (an order
 * on account cancelled before delivery gets a credit note; decision 310).
 */
function canCancel(order: Order): boolean {
  return !order.isDelivered && order.status !== 'cancelled';
}

/**
 * Waiting for a company admin's decision, or declined by one (decision 132): nothing to pay and
 * no invoice yet, whichever way the order is to be paid.
 */
function awaitingDecision(order: Order): boolean {
  return order.status === 'awaiting_approval' || order.status === 'declined';
}

/** Confirmed on the company's account: invoiced, not paid by card (decision 140). */
function onAccount(order: Order): boolean {
  return (
    order.paymentMethod === 'on_account' && order.status !== 'unpaid' && !awaitingDecision(order)
  );
}

/**
 * One order in My Orders (spec §2): its number linking to its page (decision 300), image, product, price per piece, quantity, total, Pending or
 * Delivered, Paid, Unpaid or Cancelled, the transaction id once paid, and its timeline (placed,
 * paid, delivered or cancelled, docs/decisions/064-order-timeline.md); 'Pay' while unpaid, 'Download invoice' once paid
 * (docs/decisions/063-invoice-download.md), 'Cancel' until delivered, and once delivered 'Review'
 * (to Add Review with this order chosen) or a 'Reviewed' badge. An order on account shows its
 * invoice's due date.
 */
export function OrderCard({ order, onCancel, action = null }: OrderCardProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const name = order.productName;
  const cancelled = order.status === 'cancelled';
  const invoiced = onAccount(order);
  const unpaid = !order.isPaid && !cancelled && !invoiced && !awaitingDecision(order);
  // Spec §4: a delivered order is reviewed once.
  const reviewable = order.isDelivered && !order.isReviewed;

  return (
    <Card as="article" className="order-card" aria-labelledby={`order-${order._id}-name`}>
      <Card.Body className="order-card__body">
        <img
          className="order-card__image"
          src={order.productImage}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          decoding="async"
        />
        <div className="order-card__main">
          <div className="order-card__header">
            <div>
              <OrderNumberLink number={order.orderNumber} className="order-card__number small" />
              <h2 id={`order-${order._id}-name`} className="order-card__name">
                {order.productName}
              </h2>
            </div>
            <div className="order-card__badges">
              {cancelled ? null : order.isDelivered ? (
                <Badge bg="success-subtle" text="success-emphasis">
                  {specText(ORDER_STATUS_LABELS.delivered)}
                </Badge>
              ) : (
                <Badge bg="warning-subtle" text="warning-emphasis">
                  <Trans>Pending</Trans>
                </Badge>
              )}
              <FulfilmentBadge order={order} />
              <Badge
                {...PAYMENT_BADGE[
                  cancelled
                    ? 'cancelled'
                    : order.isPaid
                      ? 'paid'
                      : invoiced
                        ? 'onAccount'
                        : 'unpaid'
                ]}
              >
                {specText(paymentLabel(order))}
              </Badge>
              {order.isDelivered && order.isReviewed ? (
                <Badge bg="info-subtle" text="info-emphasis">
                  <Trans>Reviewed</Trans>
                </Badge>
              ) : null}
            </div>
          </div>
          <dl className="order-card__facts">
            {order.lines.length > 1 ? (
              <div>
                <dt>
                  <Trans>Lines</Trans>
                </dt>
                <dd>{format.number(order.lines.length)}</dd>
              </div>
            ) : (
              <div>
                <dt>
                  <Trans>Price per piece</Trans>
                </dt>
                <dd>
                  <Money amount={order.productPrice} currency={order.currency} />
                </dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Quantity</Trans>
              </dt>
              <dd>{format.pieces(order.quantity)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd className="order-card__total">
                <Money amount={order.totalPrice} currency={order.currency} />
              </dd>
            </div>
            {invoiced && order.dueDate ? (
              <div>
                <dt>
                  <Trans>Due</Trans>
                </dt>
                <dd className="text-nowrap">{format.calendarDay(order.dueDate)}</dd>
              </div>
            ) : null}
          </dl>
          {order.lines.length > 1 ? (
            <OrderLines
              lines={order.lines}
              currency={order.currency}
              className="order-card__lines"
            />
          ) : null}
          {order.poNumber ? (
            <p className="order-card__po small mb-1">
              PO <Identifier>{order.poNumber}</Identifier>
            </p>
          ) : null}
          {order.transactionId ? (
            <p className="order-card__transaction">
              <Trans>Transaction id:</Trans> <code>{order.transactionId}</code>
              {cancelled ? <> · {t`refunded`}</> : null}
            </p>
          ) : null}
          <OrderTimeline order={order} />
        </div>
        {unpaid || order.isPaid || invoiced || canCancel(order) || reviewable || action ? (
          <div className="order-card__actions">
            {unpaid ? (
              <Link
                to={paths.payment.getHref(order._id)}
                className="btn btn-primary"
                aria-label={t`Pay for ${name}`}
              >
                <Trans>Pay</Trans>
              </Link>
            ) : null}
            {reviewable ? (
              <Link
                to={paths.dashboard.addReview.getHref(order._id)}
                className="btn btn-primary"
                aria-label={t`Review ${name}`}
              >
                <Trans>Review</Trans>
              </Link>
            ) : null}
            {order.isPaid || invoiced ? <InvoiceDownloadButton order={order} /> : null}
            {action}
            {canCancel(order) ? (
              <Button
                variant="outline-danger"
                onClick={() => onCancel(order)}
                aria-label={t`Cancel ${name}`}
              >
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
