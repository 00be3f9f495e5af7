import { buyableQuantity, type Product, validateQuantity } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { AddToCartButton } from './add-to-cart-button';

export interface AddToCartControlProps {
  product: Pick<
    Product,
    '_id' | 'productName' | 'minOrder' | 'orderIncrement' | 'availableQuantity' | 'heldQuantity'
  >;
}

/**
 * A product card's quantity (the minimum order at first) and 'Add to cart' for it (decision 125).
 * A quantity below the minimum, off the order increment or above what can be bought is said under
 * the field, with the purchase form's words (`validateQuantity`), and disables the button; the
 * server checks the line again.
 */
export function AddToCartControl({ product }: AddToCartControlProps) {
  const specText = useSpecText();
  const id = useId();
  const name = product.productName;
  const [text, setText] = useState(String(product.minOrder));
  const quantity = text.trim() === '' ? Number.NaN : Number(text);
  const outOfStock = buyableQuantity(product) === 0;
  const problem = outOfStock ? null : validateQuantity(product, quantity);
  const problemId = `${id}-problem`;
  return (
    <div className="add-to-cart">
      <div className="input-group">
        <label className="visually-hidden" htmlFor={`${id}-quantity`}>
          <Trans>Quantity of {name}</Trans>
        </label>
        <input
          id={`${id}-quantity`}
          className={`form-control add-to-cart__quantity${problem ? ' is-invalid' : ''}`}
          type="number"
          inputMode="numeric"
          min={product.minOrder}
          step={product.orderIncrement}
          value={text}
          disabled={outOfStock}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="input-group-text" aria-hidden="true">
          <Trans comment="Short for pieces, after a quantity field">pcs</Trans>
        </span>
        <AddToCartButton
          product={product}
          quantity={problem ? undefined : quantity}
          disabled={outOfStock || problem !== null}
          describedBy={problem ? problemId : undefined}
          className="add-to-cart__button"
        />
      </div>
      {problem ? (
        <div id={problemId} className="invalid-feedback d-block">
          {specText(problem.message)}
        </div>
      ) : null}
    </div>
  );
}
