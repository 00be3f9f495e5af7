import { CART_MESSAGES, type Product } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { translateSpecText } from '@/lib/i18n/spec-texts';
import { toastOutcome } from '@/lib/toast-outcome';
import { useAddToCart } from '../api/add-to-cart';
import { CartIcon } from './cart-icon';

export interface AddToCartButtonProps {
  product: Pick<Product, '_id' | 'productName' | 'minOrder'>;
  /** Pieces to add; the minimum order quantity by default. */
  quantity?: number;
  /** Disabled while the quantity beside it breaks the purchase rule (the server judges again). */
  disabled?: boolean;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string | undefined;
  className?: string;
}

/**
 * 'Add to cart' (decision 125): adds `quantity` pieces (the minimum order by default) to the
 * product's cart line; the cart prices it at its tier. For signed-in clients only: the page that
 * shows it decides.
 */
export function AddToCartButton({
  product,
  quantity,
  disabled = false,
  describedBy,
  className,
}: AddToCartButtonProps) {
  const { t, i18n } = useLingui();
  const add = useAddToCart();
  const name = product.productName;
  return (
    <Button
      variant="outline-primary"
      className={className}
      disabled={disabled || add.isPending}
      aria-label={t`Add to cart: ${name}`}
      aria-describedby={describedBy}
      onClick={() =>
        add.mutate(
          { productId: product._id, quantity: quantity ?? product.minOrder },
          toastOutcome(translateSpecText(i18n, CART_MESSAGES.added)),
        )
      }
    >
      {add.isPending ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        <span className="me-2">
          <CartIcon />
        </span>
      )}
      <Trans>Add to cart</Trans>
    </Button>
  );
}
