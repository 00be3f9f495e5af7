import type { YourPrice } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';

export interface YourPriceTableProps {
  yourPrice: YourPrice;
  className?: string;
}

/**
 * A contract buyer's tier table on a product's page (decision 320): from how many pieces, the
 * list price and their own price, one row a step; the price lists the prices come from named
 * once, in the caption.
 */
export function YourPriceTable({ yourPrice, className }: YourPriceTableProps) {
  const format = useFormat();
  const lists = [...new Set(yourPrice.tiers.map((tier) => tier.priceList).filter(Boolean))];
  return (
    <table className={['table table-sm your-prices', className].filter(Boolean).join(' ')}>
      <caption className="caption-top">
        <Trans>Your prices</Trans>
        {lists.length > 0 ? ` · ${lists.join(', ')}` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>From</Trans>
          </th>
          <th scope="col">
            <Trans>List price</Trans>
          </th>
          <th scope="col">
            <Trans>Your price</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {yourPrice.tiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <td>{format.tierQuantity(tier.minQuantity)}</td>
            <td>
              <Money taka={tier.listUnitPrice} />
            </td>
            <td className="fw-semibold">
              <Money taka={tier.unitPrice} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
