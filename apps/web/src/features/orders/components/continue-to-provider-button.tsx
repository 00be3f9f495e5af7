import type { Order, RedirectProviderName } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useCreatePaymentSession } from '../api/create-payment-session';

/** The providers' names as their buttons say them. */
const PROVIDER_NAMES: Record<RedirectProviderName, string> = {
  sslcommerz: 'SSLCommerz',
  bkash: 'bKash',
};

export interface ContinueToProviderButtonProps {
  order: Pick<Order, '_id'>;
  provider: RedirectProviderName;
}

/**
 * 'Continue to SSLCommerz' / 'Continue to bKash' (decision 311): opens a payment session for the
 * order on the server (the amount is the order's stored total) and sends the browser to the
 * provider's page, from which the buyer comes back to the order's page. A refusal is a toast.
 */
export function ContinueToProviderButton({ order, provider }: ContinueToProviderButtonProps) {
  const specText = useSpecText();
  const session = useCreatePaymentSession();
  const name = PROVIDER_NAMES[provider];
  // Leaving for the provider: the button stays busy until the browser has left.
  const busy = session.isPending || session.isSuccess;
  return (
    <Button
      variant="primary"
      size="lg"
      disabled={busy}
      onClick={() =>
        session.mutate(
          { orderId: order._id, provider },
          {
            onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
            onError: (error) => void toast.error(specText(error.message)),
          },
        )
      }
    >
      {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
      <Trans>Continue to {name}</Trans>
    </Button>
  );
}
