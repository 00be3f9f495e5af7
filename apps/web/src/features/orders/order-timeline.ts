import { ORDER_STATUS_LABELS, type Order } from '@partline/shared';

/** One step of an order's progress: when it happened, or `null` while it has not yet. */
export interface OrderTimelineStep {
  key: 'placed' | 'paid' | 'delivered' | 'cancelled';
  label: string;
  /** ISO 8601, or `null` for a step still to come. */
  at: string | null;
  /** What an open step waits for. */
  waiting?: string;
}

/**
 * The steps of an order (docs/decisions/064-order-timeline.md): placed, paid, then delivered — or cancelled (a paid order
 * cancelled before delivery; an unpaid one is deleted instead).
 */
export function orderTimeline(
  order: Pick<Order, 'status' | 'createdAt' | 'paidAt' | 'deliveredAt' | 'cancelledAt'>,
): OrderTimelineStep[] {
  const steps: OrderTimelineStep[] = [
    { key: 'placed', label: 'Placed', at: order.createdAt },
    { key: 'paid', label: ORDER_STATUS_LABELS.paid, at: order.paidAt, waiting: 'Awaiting payment' },
  ];
  if (order.status === 'cancelled') {
    steps.push({ key: 'cancelled', label: ORDER_STATUS_LABELS.cancelled, at: order.cancelledAt });
  } else {
    steps.push({
      key: 'delivered',
      label: ORDER_STATUS_LABELS.delivered,
      at: order.deliveredAt,
      waiting: order.paidAt ? 'Not shipped yet' : 'After payment',
    });
  }
  return steps;
}
