import { WARRANTY_MESSAGES } from '@partline/shared';

/**
 * A product's warranty as its page and a lookup say it (decision 322): '36 months from shipment',
 * '1 month from shipment', or 'No warranty' for 0 months.
 */
export function warrantyTermText(months: number): string {
  if (months <= 0) return WARRANTY_MESSAGES.noWarranty;
  return `${formatMonths(months)} from shipment`;
}

/** A number of months as people say it: '1 month', '36 months'. */
export function formatMonths(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}
