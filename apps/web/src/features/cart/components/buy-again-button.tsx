import { CART_MESSAGES } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useBuyAgain } from '../api/buy-again';

export interface BuyAgainButtonProps {
  orderId: string;
  productName: string;
}

/**
 * 'Buy again' (decision 128): puts every line of a past order into the cart at today's prices,
 * says which lines are no longer available, and opens the cart.
 */
export function BuyAgainButton({ orderId, productName }: BuyAgainButtonProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const buyAgain = useBuyAgain();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline-primary"
      disabled={buyAgain.isPending}
      aria-label={t`Buy again: ${productName}`}
      onClick={() =>
        buyAgain.mutate(orderId, {
          onSuccess: ({ results }) => {
            const refused = results.filter((row) => !row.added);
            if (refused.length === 0) toast.success(specText(CART_MESSAGES.added));
            else {
              const rows = refused.map((row) => `${row.sku} (${specText(row.message)})`).join(', ');
              toast.error(t`Not added: ${rows}`);
            }
            void navigate(paths.cart.getHref());
          },
          onError: (error) => toast.error(specText(error.message)),
        })
      }
    >
      <Trans>Buy again</Trans>
    </Button>
  );
}
