import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
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
  const buyAgain = useBuyAgain();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline-primary"
      disabled={buyAgain.isPending}
      aria-label={`Buy again: ${productName}`}
      onClick={() =>
        buyAgain.mutate(orderId, {
          onSuccess: ({ results }) => {
            const refused = results.filter((row) => !row.added);
            if (refused.length === 0) toast.success('Added to cart');
            else {
              toast.error(
                `Not added: ${refused.map((row) => `${row.sku} (${row.message})`).join(', ')}`,
              );
            }
            void navigate(paths.cart.getHref());
          },
          onError: (error) => toast.error(error.message),
        })
      }
    >
      Buy again
    </Button>
  );
}
