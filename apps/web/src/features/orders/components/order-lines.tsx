import { BACKORDER_MESSAGES, formatPieces, type OrderLine } from '@partline/shared';
import { Money } from '@/components/ui/money';

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  className?: string;
}

/**
 * An order's lines as placed (decision 126): pieces × product, its SKU, the tier price per piece
 * and the line total, and under a line priced by a contract price list the list's name (decision
 * 320), and the pieces still waiting on a backorder (decision 321). My Orders' cards and Manage
 * Orders' details both list them so.
 */
export function OrderLines({ lines, className }: OrderLinesProps) {
  return (
    <ul className={`list-unstyled small ${className ?? ''}`} aria-label="Lines">
      {lines.map((line) => (
        <li key={`${line.sku}-${line.productName}`}>
          {formatPieces(line.quantity)} × {line.productName}{' '}
          <span className="font-monospace">{line.sku}</span> at <Money taka={line.unitPrice} /> ={' '}
          <Money taka={line.lineTotal} />
          {line.priceList ? (
            <span className="d-block text-body-secondary">Price list: {line.priceList}</span>
          ) : null}
          {line.backorderedQuantity ? (
            <span className="d-block text-warning-emphasis">
              {BACKORDER_MESSAGES.orderLinePieces(line.backorderedQuantity)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
