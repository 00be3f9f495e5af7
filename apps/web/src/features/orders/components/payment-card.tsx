import {
  PAYMENT_MESSAGES,
  REDIRECT_PROVIDERS,
  type ClientConfig,
  type Order,
  type PaymentOption,
  type PaymentOptionName,
  type RedirectProviderName,
} from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { onlineOptions, unavailableReason } from '../payment-choice';
import { ContinueToProviderButton } from './continue-to-provider-button';
import { OnlinePaymentChoice } from './online-payment-choice';
import { OrderLines } from './order-lines';
import { PayByTransferButton } from './pay-by-transfer-button';
import { PaymentModal } from './payment-modal';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';

/** Why an order cannot be paid, or `null` when it can. */
function unpayableReason(order: Order): string | null {
  if (order.status === 'cancelled') return PAYMENT_MESSAGES.cancelled;
  if (order.isDelivered) return PAYMENT_MESSAGES.delivered;
  if (order.isPaid) return PAYMENT_MESSAGES.alreadyPaid;
  return null;
}

export interface PaymentCardProps {
  order: Order;
  /** The server's payment provider, once its client config has loaded. */
  provider: ClientConfig['paymentProvider'] | undefined;
  /** The server's payment options, once its client config has loaded (decision 311). */
  options?: readonly PaymentOption[] | undefined;
}

const isRedirectProvider = (option: PaymentOptionName): option is RedirectProviderName =>
  (REDIRECT_PROVIDERS as readonly string[]).includes(option);

/**
 * The payment page's card (spec §2): 'Please Pay For' and 'Payment Amount : Tk.', 'Proceed' opens
 * the payment modal, a back button goes one step back; an order that cannot be paid says why. The
 * amount is the server's total; under it a one-line order shows pieces × unit price, an order of
 * several lines its line count and each line at its own price (decision 126). Where the server
 * offers more than the card (decision 315), a choice of the online options comes first: the card
 * keeps 'Proceed' and its modal, SSLCommerz and bKash continue to their own pages; and 'Pay by bank
 * transfer instead' when bank transfer is offered (an order awaiting a transfer links to its page,
 * where its proforma invoice is).
 */
export function PaymentCard({ order, provider, options }: PaymentCardProps) {
  const format = useFormat();
  const specText = useSpecText();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const name = order.productName;
  const lines = format.number(order.lines.length);
  const pieces = format.pieces(order.quantity);
  const [choice, setChoice] = useState<PaymentOptionName | null>(null);
  const reason = unpayableReason(order);
  const online = onlineOptions(options);
  const chosen =
    choice ?? online.find((option) => unavailableReason(option, order) === null)?.option ?? 'local';
  const transferOffered = options?.some((option) => option.option === 'bank_transfer') ?? false;

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
              <Trans>
                Please Pay For <span className="payment-card__product">{name}</span>
              </Trans>
            </h2>
            <p className="payment-card__amount">
              <Trans>
                Payment Amount : <Money amount={order.totalPrice} currency={order.currency} />
              </Trans>
            </p>
            {order.lines.length > 1 ? (
              // Several lines: each at its own tier price, never all pieces at the first line's.
              <>
                <p className="payment-card__meta">
                  <Trans>
                    {lines} lines, {pieces}
                  </Trans>
                </p>
                <OrderLines
                  lines={order.lines}
                  currency={order.currency}
                  className="payment-card__lines mb-0"
                />
              </>
            ) : (
              <p className="payment-card__meta">
                {pieces} × <Money amount={order.productPrice} currency={order.currency} />
              </p>
            )}
          </div>
        </div>
        {reason ? (
          <Alert variant="primary" className="mt-4 mb-0" role="status">
            {specText(reason)}.{' '}
            <Link to={paths.dashboard.myOrders.getHref()}>
              <Trans>Go to My Orders</Trans>
            </Link>
          </Alert>
        ) : null}
        {!reason && online.length > 1 ? (
          <OnlinePaymentChoice
            order={order}
            options={online}
            chosen={chosen}
            onChoose={setChoice}
          />
        ) : null}
        <div className="payment-card__actions">
          <Button variant="outline-secondary" onClick={() => void navigate(-1)}>
            ← {t`Back`}
          </Button>
          {reason ? null : isRedirectProvider(chosen) ? (
            <ContinueToProviderButton order={order} provider={chosen} />
          ) : (
            <Button variant="primary" size="lg" onClick={() => setOpen(true)}>
              <Trans>Proceed</Trans>
            </Button>
          )}
        </div>
        {!reason && order.paymentMethod === 'bank_transfer' ? (
          <p className="mt-3 mb-0 text-end">
            <Trans>
              This order awaits a bank transfer:{' '}
              <Link to={paths.dashboard.order.getHref(order.orderNumber)}>
                its proforma invoice is on the order&apos;s page
              </Link>
              .
            </Trans>
          </p>
        ) : !reason && transferOffered ? (
          <div className="mt-3 text-end">
            <PayByTransferButton order={order} />
          </div>
        ) : null}
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
