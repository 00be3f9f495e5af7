import { FULFILMENT_STATUS_LABELS, type Order } from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import { useSpecText } from '@/lib/i18n/spec-texts';

/**
 * 'Partially shipped' beside an order's status (decision 321) while some but not all of its
 * pieces have left. Nothing otherwise: 'Not shipped' and 'Shipped' would repeat what Pending,
 * Paid and Delivered already say.
 */
export function FulfilmentBadge({
  order,
  className,
}: {
  order: Pick<Order, 'fulfilmentStatus'>;
  className?: string;
}) {
  const specText = useSpecText();
  if (order.fulfilmentStatus !== 'partially_shipped') return null;
  return (
    <Badge bg="info-subtle" text="info-emphasis" className={className}>
      {specText(FULFILMENT_STATUS_LABELS.partially_shipped)}
    </Badge>
  );
}
