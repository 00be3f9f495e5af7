import { formatCalendarDay, type WarrantyCheck } from '@partline/shared';
import type { ReactNode } from 'react';
import { warrantyTermText } from '@/lib/warranty-term';
import { WarrantyStatusBadge } from './warranty-status-badge';

type Piece = Pick<
  WarrantyCheck,
  'serial' | 'sku' | 'shippedOn' | 'warrantyMonths' | 'warrantyEndsOn' | 'warrantyStatus'
>;

export interface WarrantySummaryProps {
  piece: Piece;
  /** The heading's id, naming the card around it. */
  titleId: string;
  /** The product's name, or a link to its page. */
  title: ReactNode;
  /** Facts before the shipping day: the order and the challan, for its buyer. */
  facts?: ReactNode;
}

/**
 * A piece as both warranty lookups show it (decision 322): the product with its SKU and serial,
 * the warranty status, then `facts`, the day it shipped, the warranty in months and its last day.
 */
export function WarrantySummary({ piece, titleId, title, facts = null }: WarrantySummaryProps) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
        <div>
          <h2 id={titleId} className="h5 mb-1">
            {title}
          </h2>
          <p className="small text-muted mb-0">
            <span className="text-nowrap">SKU {piece.sku}</span> ·{' '}
            <span className="text-nowrap">Serial {piece.serial}</span>
          </p>
        </div>
        <WarrantyStatusBadge status={piece.warrantyStatus} />
      </div>
      <dl className="order-shipments__facts small mb-2">
        {facts}
        <div>
          <dt>Shipped on</dt>
          <dd>{formatCalendarDay(piece.shippedOn)}</dd>
        </div>
        <div>
          <dt>Warranty</dt>
          <dd>{warrantyTermText(piece.warrantyMonths)}</dd>
        </div>
        {piece.warrantyEndsOn ? (
          <div>
            <dt>Warranty ends</dt>
            <dd>{formatCalendarDay(piece.warrantyEndsOn)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
