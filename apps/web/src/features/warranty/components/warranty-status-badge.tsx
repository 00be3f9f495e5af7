import { WARRANTY_STATUS_LABELS, type WarrantyStatus } from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import { useBuyerText } from '@/lib/i18n/buyer-texts';

/** The colours of each warranty status: green while it runs, grey once over or without one. */
const TONES = {
  under_warranty: { bg: 'success-subtle', text: 'success-emphasis' },
  expired: { bg: 'secondary-subtle', text: 'secondary-emphasis' },
  no_warranty: { bg: 'light', text: 'dark' },
} as const satisfies Record<WarrantyStatus, { bg: string; text: string }>;

/** 'Under warranty', 'Warranty expired' or 'No warranty' (decision 322) as a badge. */
export function WarrantyStatusBadge({
  status,
  className,
}: {
  status: WarrantyStatus;
  className?: string;
}) {
  const specText = useBuyerText();
  const tone = TONES[status];
  return (
    <Badge bg={tone.bg} text={tone.text} className={className}>
      {specText(WARRANTY_STATUS_LABELS[status])}
    </Badge>
  );
}
