import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { WARRANTY_MESSAGES, type WarrantyCheck } from '@partline/shared';
import type { ReactNode } from 'react';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useFormat } from '@/lib/i18n/format';
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
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBuyerText();
  const { sku, serial } = piece;
  const months = format.number(piece.warrantyMonths);
  const term =
    piece.warrantyMonths <= 0
      ? specText(WARRANTY_MESSAGES.noWarranty)
      : t`${plural(piece.warrantyMonths, { one: `${months} month from shipment`, other: `${months} months from shipment` })}`;
  return (
    <>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
        <div>
          <h2 id={titleId} className="h5 mb-1">
            {title}
          </h2>
          <p className="small text-muted mb-0">
            <span className="text-nowrap">
              <Trans>SKU {sku}</Trans>
            </span>{' '}
            ·{' '}
            <span className="text-nowrap">
              <Trans>Serial {serial}</Trans>
            </span>
          </p>
        </div>
        <WarrantyStatusBadge status={piece.warrantyStatus} />
      </div>
      <dl className="order-shipments__facts small mb-2">
        {facts}
        <div>
          <dt>
            <Trans>Shipped on</Trans>
          </dt>
          <dd>{format.calendarDay(piece.shippedOn)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Warranty</Trans>
          </dt>
          <dd>{term}</dd>
        </div>
        {piece.warrantyEndsOn ? (
          <div>
            <dt>
              <Trans>Warranty ends</Trans>
            </dt>
            <dd>{format.calendarDay(piece.warrantyEndsOn)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
