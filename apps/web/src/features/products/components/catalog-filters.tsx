import { CATALOG_SEARCH_MESSAGES, productSearchFields } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSpecText } from '@/lib/i18n/spec-texts';
import type { CatalogSearchChanges } from '../hooks/use-catalog-search';

export interface CatalogFiltersProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  onChange: (changes: CatalogSearchChanges) => void;
}

type PriceErrors = Partial<Record<'minPrice' | 'maxPrice', string>>;

/** The ids of the range's ends (their errors are `${id}-error`). */
const ID = { minPrice: 'catalog-min-price', maxPrice: 'catalog-max-price' } as const;

const asText = (price: number | undefined) => (price === undefined ? '' : String(price));

/** A price field's text → Taka, `undefined` when blank, or the API's message for it. */
function readPrice(text: string): { value?: number; error?: string } {
  const parsed = productSearchFields.minPrice.safeParse(text);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? CATALOG_SEARCH_MESSAGES.priceNotNumber };
}

/**
 * The catalog filters: a price range in Taka (applied with its button or Enter, checked with the
 * API's rules first) and "In stock only" (applied at once).
 */
export function CatalogFilters({ minPrice, maxPrice, inStock, onChange }: CatalogFiltersProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const [min, setMin] = useState(asText(minPrice));
  const [max, setMax] = useState(asText(maxPrice));
  const [errors, setErrors] = useState<PriceErrors>({});
  // The box follows a click at once; the URL (updated in a transition) catches up.
  const [checked, setChecked] = useState(inStock);
  const [shown, setShown] = useState({ minPrice, maxPrice, inStock });
  // The URL changed (Back/Forward, clearing, or our own change arriving): show it.
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice, inStock });
    setMin(asText(minPrice));
    setMax(asText(maxPrice));
    setErrors({});
  }
  if (shown.inStock !== inStock) {
    setShown({ minPrice, maxPrice, inStock });
    setChecked(inStock);
  }

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const low = readPrice(min);
    const high = readPrice(max);
    const next: PriceErrors = {};
    if (low.error) next.minPrice = low.error;
    if (high.error) next.maxPrice = high.error;
    if (!next.minPrice && !next.maxPrice && low.value !== undefined && high.value !== undefined) {
      if (low.value > high.value) next.minPrice = CATALOG_SEARCH_MESSAGES.priceRange;
    }
    setErrors(next);
    if (next.minPrice || next.maxPrice) return;
    onChange({ minPrice: low.value, maxPrice: high.value });
  };

  // The range's two ends: an input each, their errors under the pair.
  const ends = [
    { name: 'minPrice', label: t`Min`, placeholder: '0', text: min, setText: setMin },
    { name: 'maxPrice', label: t`Max`, placeholder: t`Any`, text: max, setText: setMax },
  ] as const;

  return (
    <div className="catalog-filters">
      <Form noValidate onSubmit={applyPrice}>
        <fieldset>
          <legend className="catalog-filters__legend">
            <Trans>Price per item (Tk.)</Trans>
          </legend>
          <div className="catalog-filters__range">
            {ends.map(({ name, label, placeholder, text, setText }) => (
              <Form.Group key={name} controlId={ID[name]}>
                <Form.Label>{label}</Form.Label>
                <Form.Control
                  type="text"
                  inputMode="decimal"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  placeholder={placeholder}
                  isInvalid={Boolean(errors[name])}
                  aria-invalid={Boolean(errors[name])}
                  aria-describedby={errors[name] ? `${ID[name]}-error` : undefined}
                />
              </Form.Group>
            ))}
          </div>
          {ends.map(({ name, label }) =>
            errors[name] ? (
              <p key={name} id={`${ID[name]}-error`} className="catalog-filters__error">
                {label}: {specText(errors[name])}
              </p>
            ) : null,
          )}
          <Button type="submit" variant="outline-primary" size="sm" className="mt-2 w-100">
            <Trans>Apply price</Trans>
          </Button>
        </fieldset>
      </Form>
      <Form.Check
        className="catalog-filters__stock"
        type="checkbox"
        id="catalog-in-stock"
        label={t`In stock only`}
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange({ inStock: event.target.checked });
        }}
      />
    </div>
  );
}
