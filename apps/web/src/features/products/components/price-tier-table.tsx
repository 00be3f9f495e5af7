import {
  BASE_CURRENCY,
  priceTiersOf,
  type CurrencyCode,
  type PricedProduct,
} from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';

export interface PriceTierTableProps {
  product: PricedProduct;
  className?: string;
  /** The currency of the prices of `product`: Taka, or a buyer's own prices in theirs. */
  currency?: CurrencyCode;
}

/**
 * The volume prices of a product in one line, "100+ Tk. 1,450 · 500+ Tk. 1,380" (decision 120).
 * Nothing for a product with one price: its card shows that price already.
 */
export function PriceTierTable({
  product,
  className,
  currency = BASE_CURRENCY,
}: PriceTierTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const tiers = priceTiersOf(product);
  if (tiers.length < 2) return null;
  return (
    <ul
      className={['price-tiers', className].filter(Boolean).join(' ')}
      aria-label={t`Volume prices`}
    >
      {tiers.map((tier) => (
        <li key={tier.minQuantity} className="price-tiers__tier">
          <span className="price-tiers__quantity">{format.tierQuantity(tier.minQuantity)}</span>{' '}
          <span className="price-tiers__price">
            <Money amount={tier.unitPrice} currency={currency} />
          </span>
        </li>
      ))}
    </ul>
  );
}
