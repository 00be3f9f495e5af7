import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order.schema.js';
import { daysBetween } from './shop-day.js';

/** Longest date range of one orders export, days (both ends counted). */
export const ORDERS_EXPORT_MAX_DAYS = 366;

/** The messages of the export form and `GET /admin/orders/export.csv`. */
export const EXPORT_MESSAGES = {
  statusInvalid: 'Choose unpaid, paid, delivered or cancelled',
  fromRequired: 'Choose a start date',
  toRequired: 'Choose an end date',
  dateInvalid: 'Use a date like 2025-01-31',
  toBeforeFrom: 'The end date must not be before the start date',
  rangeTooLong: `Export at most ${ORDERS_EXPORT_MAX_DAYS} days at a time`,
} as const;

const M = EXPORT_MESSAGES;
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const day = (required: string) =>
  z.preprocess(
    blankAsAbsent,
    z.iso.date({ error: (issue) => (issue.input === undefined ? required : M.dateInvalid) }),
  );

/** The range checks run only once both ends are valid days (else their own message says why). */
const bothDays = (payload: { value: unknown; issues: readonly unknown[] }) =>
  payload.issues.length === 0;

/**
 * `GET /admin/orders/export.csv` query and the Export CSV form: `from` and `to` are calendar days
 * (`YYYY-MM-DD`) in the shop's time zone (Asia/Dhaka), both included, `from` ≤ `to`, at most
 * {@link ORDERS_EXPORT_MAX_DAYS} days; they select orders by the day they were placed. `status`
 * (optional; empty means every status) is one of {@link ORDER_STATUSES}.
 */
export const OrdersExportQuerySchema = z
  .object({
    status: z.preprocess(
      blankAsAbsent,
      z.enum(ORDER_STATUSES, { error: M.statusInvalid }).optional(),
    ),
    from: day(M.fromRequired),
    to: day(M.toRequired),
  })
  .refine((query) => query.from <= query.to, {
    error: M.toBeforeFrom,
    path: ['to'],
    when: bothDays,
  })
  .refine((query) => daysBetween(query.from, query.to) <= ORDERS_EXPORT_MAX_DAYS, {
    error: M.rangeTooLong,
    path: ['to'],
    when: bothDays,
  });
/** Parsed export query. */
export type OrdersExportQuery = z.output<typeof OrdersExportQuerySchema>;

/**
 * The header row of the orders CSV, in column order: one row per order line (decision 126), the
 * order's columns repeated on each; `Line` counts from 1 in the order of the order's lines.
 */
export const ORDERS_CSV_COLUMNS = [
  'Order ID',
  'Order Number',
  'Created At',
  'Status',
  'Client Email',
  'PO Number',
  'Line',
  'SKU',
  'Product',
  'Quantity',
  'Unit Price (Tk.)',
  'Line Total (Tk.)',
  'Order Total (Tk.)',
  'Paid At',
  'Transaction ID',
  'Delivered At',
  'Cancelled At',
] as const;

/** The file name of an export: `orders-<from>-<to>.csv`. */
export function ordersExportFileName(query: Pick<OrdersExportQuery, 'from' | 'to'>): string {
  return `orders-${query.from}-${query.to}.csv`;
}
