import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { snapQuantity, type SnappedProduct } from '../snap-quantity';

export interface QuantityStepperProps {
  product: SnappedProduct & { productName: string };
  /** The quantity shown, always orderable (see {@link snapQuantity}). */
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * A quantity that only takes orderable values (decision 318): − and + move by the order
 * increment from the minimum order; a typed quantity snaps to the nearest orderable one when the
 * field is left or Enter is pressed.
 */
export function QuantityStepper({
  product,
  value,
  onChange,
  disabled = false,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const id = useId();
  const name = product.productName;
  // What is typed, until the field is left; `null` shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const step = Math.max(1, product.orderIncrement || 1);
  const commit = (quantity: number) => {
    const snapped = snapQuantity(product, quantity);
    setDraft(null);
    if (snapped !== value) onChange(snapped);
  };
  const atMinimum = value <= product.minOrder;
  const atMost = snapQuantity(product, value + step) === value;
  return (
    <div className="quantity-stepper input-group">
      <Button
        variant="outline-secondary"
        aria-label={t`One step fewer`}
        disabled={disabled || atMinimum}
        onClick={() => commit(value - step)}
      >
        −
      </Button>
      <label className="visually-hidden" htmlFor={`${id}-quantity`}>
        <Trans>Quantity of {name}</Trans>
      </label>
      <input
        id={`${id}-quantity`}
        className="form-control text-center quantity-stepper__input"
        type="number"
        inputMode="numeric"
        min={product.minOrder}
        step={step}
        value={text}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(text.trim() === '' ? Number.NaN : Number(text))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text.trim() === '' ? Number.NaN : Number(text));
          }
        }}
      />
      <span className="input-group-text" aria-hidden="true">
        <Trans comment="Short for pieces, after a quantity field">pcs</Trans>
      </span>
      <Button
        variant="outline-secondary"
        aria-label={t`One step more`}
        disabled={disabled || atMost}
        onClick={() => commit(value + step)}
      >
        +
      </Button>
    </div>
  );
}
