import type { CurrencyCode, OrderLine } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  /** The order's currency: its prices are in it (decision 327). */
  currency: CurrencyCode;
  className?: string;
}

/**
 * An order's lines as placed (decision 126): pieces × product, its SKU, the tier price per piece
 * and the line total, and under a line priced by a contract price list the list's name (decision
 * 320), and the pieces still waiting on a backorder (decision 321). My Orders' cards and Manage
 * Orders' details both list them so.
 */
export function OrderLines({ lines, currency, className }: OrderLinesProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ul className={`list-unstyled small ${className ?? ''}`} aria-label={t`Lines`}>
      {lines.map((line) => {
        const { priceList } = line;
        const backordered = format.number(line.backorderedQuantity ?? 0);
        return (
          <li key={`${line.sku}-${line.productName}`}>
            {format.pieces(line.quantity)} × {line.productName}{' '}
            <span className="font-monospace">{line.sku}</span>{' '}
            <Trans>
              at <Money amount={line.unitPrice} currency={currency} />
            </Trans>{' '}
            = <Money amount={line.lineTotal} currency={currency} />
            {priceList ? (
              <span className="d-block text-body-secondary">
                <Trans>Price list: {priceList}</Trans>
              </span>
            ) : null}
            {line.backorderedQuantity ? (
              <span className="d-block text-warning-emphasis">
                <Trans>{backordered} on backorder</Trans>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
