import type { InvoiceLine } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../db/client.js';
import { insertMailJob, type MailJobKind, type MailJobRow } from './mail-jobs.repository.js';
import type { MailMessage } from './mailer.js';
import {
  orderPlacedMail,
  orderShippedMail,
  paymentReceiptMail,
  type OrderPlacedMailData,
  type OrderShippedMailData,
  type PaymentReceiptMailData,
} from './templates.js';

/*
 * The order e-mails go through the mail queue (docs/decisions/062): each is queued inside the
 * transaction of the order change it reports, so it exists exactly when the change does, and the
 * mail worker sends it after the request has answered. They take plain data (the flows build it),
 * never another module's rows.
 */

/**
 * Queues 'order placed' for the buyer of each order returned by a data-modifying CTE named
 * `placed` (its `id`, `user_email`, `user_name`, `product_name`, `quantity`,
 * `product_price_poisha`, `total_poisha` and `created_at`): an INSERT … SELECT to write into the
 * statement that inserts the order, so that the mail exists exactly when the order does, without
 * a transaction of several statements. The payload is `OrderPlacedMailData` of templates.ts (the
 * worker checks it, `PAYLOADS.order_placed`).
 */
export const ORDER_PLACED_MAIL_OF_PLACED = sql`
  INSERT INTO mail_jobs (kind, order_id, recipient, payload)
  SELECT 'order_placed', placed.id, placed.user_email, jsonb_build_object(
    'orderId', placed.id,
    'buyerName', placed.user_name,
    'productName', placed.product_name,
    'quantity', placed.quantity,
    'unitPricePoisha', placed.product_price_poisha,
    'totalPoisha', placed.total_poisha,
    'placedAt', to_char(placed.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM placed`;

/** The lines an order e-mail lists (decision 126): SKU, name, pieces, tier price, line total. */
export type MailLine = InvoiceLine;

/** The mail's copy of an order's lines. */
export function mailLinesOf(lines: readonly InvoiceLine[]): MailLine[] {
  return lines.map(({ sku, productName, quantity, unitPricePoisha, lineTotalPoisha }) => ({
    sku,
    productName,
    quantity,
    unitPricePoisha,
    lineTotalPoisha,
  }));
}

/**
 * Queues 'order placed' for an order of several lines (checkout); inside the transaction that
 * placed it.
 */
export async function queueOrderPlacedMail(
  tx: Transaction,
  target: OrderMailTarget,
  data: OrderPlacedMailData,
): Promise<void> {
  await queue(tx, 'order_placed', target, { ...data });
}

/** Whom a queued order e-mail goes to, and the order it reports. */
export interface OrderMailTarget {
  orderId: string;
  /** The buyer's e-mail address. */
  recipient: string;
}

/**
 * Queues the payment receipt; the mail worker attaches the PDF of `invoiceId`. Call it inside the
 * paid transition's transaction.
 */
export async function queuePaymentReceiptMail(
  tx: Transaction,
  target: OrderMailTarget & { invoiceId: string },
  data: PaymentReceiptMailData,
): Promise<void> {
  await queue(tx, 'payment_receipt', target, { ...data }, target.invoiceId);
}

/** Queues 'shipped' for the buyer; inside the transaction that delivered the order. */
export async function queueOrderShippedMail(
  tx: Transaction,
  target: OrderMailTarget,
  data: OrderShippedMailData,
): Promise<void> {
  await queue(tx, 'order_shipped', target, { ...data });
}

function queue(
  tx: Transaction,
  kind: MailJobKind,
  target: OrderMailTarget,
  payload: Record<string, unknown>,
  invoiceId?: string,
) {
  return insertMailJob(tx, {
    kind,
    orderId: target.orderId,
    recipient: target.recipient,
    payload,
    ...(invoiceId ? { invoiceId } : {}),
  });
}

const isoText = z.iso.datetime({ offset: true });
const mailLine = z.object({
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPricePoisha: z.number().int(),
  lineTotalPoisha: z.number().int(),
});
const common = {
  buyerName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  lines: z.array(mailLine).optional(),
};
const PAYLOADS = {
  order_placed: z.object({
    ...common,
    orderId: z.string(),
    unitPricePoisha: z.number().int(),
    totalPoisha: z.number().int(),
    placedAt: isoText,
  }),
  payment_receipt: z.object({
    ...common,
    invoiceNumber: z.string(),
    totalPoisha: z.number().int(),
    paymentReference: z.string(),
    paidAt: isoText,
  }),
  order_shipped: z.object({
    ...common,
    orderId: z.string(),
    address: z.string().nullable(),
    deliveredAt: isoText,
  }),
} satisfies Record<MailJobKind, z.ZodType>;

/**
 * The message of a queued job (without attachments).
 * @throws ZodError when the stored payload does not fit its kind (the job can never be sent).
 */
export function renderMailJob(job: MailJobRow, publicUrl: string): MailMessage {
  switch (job.kind) {
    case 'order_placed':
      return orderPlacedMail(job.recipient, PAYLOADS.order_placed.parse(job.payload), publicUrl);
    case 'payment_receipt':
      return paymentReceiptMail(
        job.recipient,
        PAYLOADS.payment_receipt.parse(job.payload),
        publicUrl,
      );
    case 'order_shipped':
      return orderShippedMail(job.recipient, PAYLOADS.order_shipped.parse(job.payload), publicUrl);
  }
}
