import { hasContractPrice, type YourPrice } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';

export interface YourPriceTableProps {
  yourPrice: YourPrice;
  className?: string;
}

/**
 * A buyer's own tier table on a product's page: from how many pieces, the list price and their
 * own price, one row a step, the price lists the prices come from named once, in the caption
 * (a contract buyer, decision 320). A buyer billed in another currency without a list of theirs
 * for the product sees the list tiers converted into it at today's rate, "Your prices in USD",
 * from how many pieces and their price (decision 327). Prices in `yourPrice.currency`.
 */
export function YourPriceTable({ yourPrice, className }: YourPriceTableProps) {
  const format = useFormat();
  const currency = yourPrice.currency;
  const contract = hasContractPrice(yourPrice);
  const lists = [...new Set(yourPrice.tiers.map((tier) => tier.priceList).filter(Boolean))];
  return (
    <table className={['table table-sm your-prices', className].filter(Boolean).join(' ')}>
      <caption className="caption-top">
        {contract ? <Trans>Your prices</Trans> : <Trans>Your prices in {currency}</Trans>}
        {lists.length > 0 ? ` · ${lists.join(', ')}` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>From</Trans>
          </th>
          {contract ? (
            <th scope="col">
              <Trans>List price</Trans>
            </th>
          ) : null}
          <th scope="col">
            <Trans>Your price</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {yourPrice.tiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <td>{format.tierQuantity(tier.minQuantity)}</td>
            {contract ? (
              <td>
                <Money amount={tier.listUnitPrice} currency={currency} />
              </td>
            ) : null}
            <td className="fw-semibold">
              <Money amount={tier.unitPrice} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
