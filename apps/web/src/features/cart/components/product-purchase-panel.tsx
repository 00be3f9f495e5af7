import {
  BASE_CURRENCY,
  buyableQuantity,
  callerPricing,
  CART_MESSAGES,
  lineTotalFor,
  type Product,
  unitPriceFor,
} from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/format';
import { translateSpecText } from '@/lib/i18n/spec-texts';
import { toastOutcome } from '@/lib/toast-outcome';
import { useAddToCart } from '../api/add-to-cart';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityStepper } from './quantity-stepper';

export interface ProductPurchasePanelProps {
  product: Product;
  /** Whether the visitor is signed in; signed out, both buttons lead to the login page. */
  signedIn: boolean;
  /**
   * The chosen quantity and its setter, when the page keeps them: the panel is hidden while a
   * signed-in user's admin flag loads, and a quantity kept by the page outlives that. Without
   * them the panel keeps its own, from the minimum order.
   */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}

/**
 * The buying part of a product's page (decision 318): the quantity (from the minimum order, by
 * the increment), its tier's unit price (a contract buyer's own tiers when the product has
 * `yourPrice`, decision 320) and the line's total as it changes, 'Add to cart' with that
 * quantity, and 'Request a quote', which puts that quantity in the cart and opens the cart,
 * where the quote is asked for (decision 150). Signed out, both send to login and back here.
 */
export function ProductPurchasePanel({
  product,
  signedIn,
  quantity: keptQuantity,
  onQuantityChange,
}: ProductPurchasePanelProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [ownQuantity, setOwnQuantity] = useState(product.minOrder);
  const quantity = keptQuantity ?? ownQuantity;
  const setQuantity = onQuantityChange ?? setOwnQuantity;
  const pieces = format.pieces(quantity);
  // A contract buyer's own tiers when the page has them (decision 320); the cart prices alike.
  const priced = callerPricing(product);
  // In the buyer's billing currency when their own prices are in it (decision 327).
  const currency = product.yourPrice?.currency ?? BASE_CURRENCY;
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();
  // A product that takes backorders can be ordered whatever its stock (decision 321).
  const outOfStock = !product.allowBackorder && buyableQuantity(product) < product.minOrder;
  const toLogin = () => void navigate(paths.login.getHref(), { state: { from: location } });

  return (
    <section className="purchase-panel" aria-label={t`Buy`}>
      <div className="purchase-panel__quantity">
        <QuantityStepper
          product={product}
          value={quantity}
          onChange={setQuantity}
          disabled={outOfStock}
        />
      </div>
      <dl className="purchase-panel__figures">
        <div>
          <dt>
            <Trans>Unit price</Trans>
          </dt>
          <dd data-testid="unit-price">
            <Money amount={unitPriceFor(priced, quantity)} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Total for {pieces}</Trans>
          </dt>
          <dd data-testid="line-total">
            <Money amount={lineTotalFor(priced, quantity)} currency={currency} />
          </dd>
        </div>
      </dl>
      <div className="purchase-panel__actions">
        {signedIn ? (
          <AddToCartButton
            product={product}
            quantity={quantity}
            disabled={outOfStock}
            className="purchase-panel__add"
          />
        ) : (
          <Button variant="outline-primary" onClick={toLogin} disabled={outOfStock}>
            <Trans>Add to cart</Trans>
          </Button>
        )}
        <Button
          variant="link"
          disabled={add.isPending}
          onClick={() => {
            if (!signedIn) return toLogin();
            add.mutate(
              { productId: product._id, quantity },
              {
                ...toastOutcome(translateSpecText(i18n, CART_MESSAGES.added)),
                onSuccess: () => void navigate(paths.cart.getHref()),
              },
            );
          }}
        >
          <Trans>Request a quote</Trans>
        </Button>
      </div>
    </section>
  );
}
