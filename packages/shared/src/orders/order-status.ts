import type { OrderStatus } from './order.schema.js';

/**
 * How people read an order status — in badges, filters, the timeline, CSV files and mails. One
 * word per status (DESIGN.md, Data: `unpaid`, `paid`, `delivered`, `cancelled`).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * A status where it stands alone, without the order's other facts (e.g. a count of orders per
 * status): `paid` means paid and not delivered yet, `cancelled` a paid order refunded.
 */
export const ORDER_STATUS_LONG_LABELS: Readonly<Record<OrderStatus, string>> = {
  unpaid: ORDER_STATUS_LABELS.unpaid,
  paid: 'Paid, awaiting delivery',
  delivered: ORDER_STATUS_LABELS.delivered,
  cancelled: 'Cancelled (refunded)',
};

/**
 * The payment state of an order as its badge reads: `Cancelled`, `Paid` (also once delivered) or
 * `Unpaid`.
 */
export function paymentLabel(order: { status: OrderStatus; isPaid: boolean }): string {
  if (order.status === 'cancelled') return ORDER_STATUS_LABELS.cancelled;
  return order.isPaid ? ORDER_STATUS_LABELS.paid : ORDER_STATUS_LABELS.unpaid;
}
