import type { OrderStatus } from './order.schema.js';

/**
 * How people read an order status — in badges, filters, the timeline, CSV files and mails. One
 * word per status (DESIGN.md, Data: `unpaid`, `paid`, `delivered`, `cancelled`).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_approval: 'Awaiting approval',
  declined: 'Declined',
  unpaid: 'Unpaid',
  paid: 'Paid',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * A status where it stands alone, without the order's other facts (e.g. a count of orders per
 * status): `paid` means ready to ship — paid by card or confirmed on a company's account
 * (decision 140), not delivered yet; `cancelled` a paid order refunded.
 */
export const ORDER_STATUS_LONG_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_approval: "Awaiting a company admin's approval",
  declined: 'Declined by a company admin',
  unpaid: ORDER_STATUS_LABELS.unpaid,
  paid: 'Ready to ship (paid or on account)',
  delivered: ORDER_STATUS_LABELS.delivered,
  cancelled: 'Cancelled (refunded)',
};

/** The payment badge of an order confirmed on account (decision 140). */
export const ON_ACCOUNT_LABEL = 'On account';

/** The payment badge of an unpaid order waiting for a bank transfer (decision 311). */
export const AWAITING_TRANSFER_LABEL = 'Awaiting transfer';

/**
 * The payment state of an order as its badge reads: `Cancelled`, `Paid` (also once delivered),
 * `On account` (confirmed against the company's invoice), `Awaiting transfer` (an unpaid order
 * to be paid by bank transfer) or `Unpaid`.
 */
export function paymentLabel(order: {
  status: OrderStatus;
  isPaid: boolean;
  paymentMethod?: 'card' | 'on_account' | 'bank_transfer';
}): string {
  if (order.status === 'cancelled') return ORDER_STATUS_LABELS.cancelled;
  if (order.status === 'awaiting_approval' || order.status === 'declined') {
    return ORDER_STATUS_LABELS[order.status];
  }
  if (order.paymentMethod === 'on_account' && !order.isPaid) return ON_ACCOUNT_LABEL;
  if (order.paymentMethod === 'bank_transfer' && order.status === 'unpaid') {
    return AWAITING_TRANSFER_LABEL;
  }
  return order.isPaid ? ORDER_STATUS_LABELS.paid : ORDER_STATUS_LABELS.unpaid;
}
