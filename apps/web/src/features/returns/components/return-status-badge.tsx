import { RETURN_STATUS_LABELS, type ReturnStatus } from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import { useSpecText } from '@/lib/i18n/spec-texts';

const COLOURS: Record<ReturnStatus, { bg: string; text?: 'dark' }> = {
  requested: { bg: 'warning', text: 'dark' },
  approved: { bg: 'primary' },
  rejected: { bg: 'secondary' },
  received: { bg: 'info', text: 'dark' },
  resolved: { bg: 'success' },
};

/** A return's status as a badge (decision 322). */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const specText = useSpecText();
  return <Badge {...COLOURS[status]}>{specText(RETURN_STATUS_LABELS[status])}</Badge>;
}
