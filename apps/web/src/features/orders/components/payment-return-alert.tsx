import { PAYMENT_RAIL_MESSAGES, type Order, type PaymentReturnOutcome } from '@partline/shared';
import Alert, { type AlertProps } from 'react-bootstrap/Alert';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSpecText } from '@/lib/i18n/spec-texts';

/** Each outcome's text and colour. */
const OUTCOMES: Record<PaymentReturnOutcome, { text: string; variant: AlertProps['variant'] }> = {
  paid: { text: PAYMENT_RAIL_MESSAGES.returnPaid, variant: 'success' },
  failed: { text: PAYMENT_RAIL_MESSAGES.returnFailed, variant: 'danger' },
  cancelled: { text: PAYMENT_RAIL_MESSAGES.returnCancelled, variant: 'warning' },
  review: { text: PAYMENT_RAIL_MESSAGES.returnReview, variant: 'info' },
  pending: { text: PAYMENT_RAIL_MESSAGES.returnPending, variant: 'info' },
};

export interface PaymentReturnAlertProps {
  outcome: PaymentReturnOutcome;
  /** The order as last read: a `pending` outcome reads as paid once the order is. */
  order: Pick<Order, '_id' | 'isPaid' | 'status'>;
}

/**
 * What the buyer reads on the order's page on coming back from a provider's page (decision 311):
 * paid, failed, cancelled, held for review, or still waiting for the provider (then the page reads
 * the order again until it is paid). After a failure or a cancellation, 'Pay now' opens the
 * payment page again.
 */
export function PaymentReturnAlert({ outcome, order }: PaymentReturnAlertProps) {
  const specText = useSpecText();
  const shown = outcome === 'pending' && order.isPaid ? 'paid' : outcome;
  const { text, variant } = OUTCOMES[shown];
  const payAgain = (shown === 'failed' || shown === 'cancelled') && order.status === 'unpaid';
  return (
    <Alert variant={variant} role={shown === 'failed' ? 'alert' : 'status'} className="mb-0">
      {specText(text)}
      {payAgain ? (
        <>
          {' '}
          <Link to={paths.payment.getHref(order._id)}>
            <Trans>Pay now</Trans>
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
