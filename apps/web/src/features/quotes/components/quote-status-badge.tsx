import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import { useBuyerText } from '@/lib/i18n/buyer-texts';

const COLOURS: Record<QuoteStatus, { bg: string; text?: 'dark' }> = {
  requested: { bg: 'warning', text: 'dark' },
  quoted: { bg: 'primary' },
  accepted: { bg: 'success' },
  declined: { bg: 'secondary' },
  expired: { bg: 'secondary' },
};

/** A quote's status as a badge. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const buyerText = useBuyerText();
  return <Badge {...COLOURS[status]}>{buyerText(QUOTE_STATUS_LABELS[status])}</Badge>;
}
