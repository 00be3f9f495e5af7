import {
  invoiceLinesOf,
  SUPPORTED_CURRENCIES,
  type InvoiceLine,
  type Locale,
} from '@partline/shared';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../db/client.js';
import {
  insertMailJob,
  insertMailJobOnce,
  type MailJobKind,
  type MailJobRow,
} from './mail-jobs.repository.js';
import type { MailMessage } from './mailer.js';
import {
  backorderAllocatedMail,
  orderExpiredMail,
  approvalDecisionMail,
  approvalRequestedMail,
  invoiceOverdueMail,
  orderPlacedMail,
  orderShippedMail,
  quoteAnsweredMail,
  paymentReceiptMail,
  returnApprovedMail,
  returnReceivedMail,
  returnRejectedMail,
  returnRequestedMail,
  returnResolvedMail,
  type ReturnMailData,
  type BackorderAllocatedMailData,
  type OrderExpiredMailData,
  type OrderPlacedMailData,
  type ApprovalDecisionMailData,
  type ApprovalRequestedMailData,
  type InvoiceOverdueMailData,
  type OrderShippedMailData,
  type PaymentReceiptMailData,
  type QuoteAnsweredMailData,
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
 * `product_price_poisha`, `total_poisha`, `currency`, `created_at`, `address`, `phone_number`
 * and `po_number`): an INSERT … SELECT to write into the
 * statement that inserts the order, so that the mail exists exactly when the order does, without
 * a transaction of several statements. The payload is `OrderPlacedMailData` of templates.ts (the
 * worker checks it, `PAYLOADS.order_placed`).
 */
export const ORDER_PLACED_MAIL_OF_PLACED = orderPlacedMailOf(sql``);

/** {@link ORDER_PLACED_MAIL_OF_PLACED} with `more` (`, 'key', value …`) in its payload. */
function orderPlacedMailOf(more: SQL): SQL {
  return sql`
  INSERT INTO mail_jobs (kind, order_id, recipient, payload)
  SELECT 'order_placed', placed.id, placed.user_email, jsonb_build_object(
    'orderId', placed.id,
    'orderNumber', placed.number,
    'buyerName', placed.user_name,
    'productName', placed.product_name,
    'quantity', placed.quantity,
    'unitPricePoisha', placed.product_price_poisha,
    'totalPoisha', placed.total_poisha,
    'currency', placed.currency,
    'placedAt', to_char(placed.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'address', placed.address,
    'phoneNumber', placed.phone_number,
    'poNumber', placed.po_number${more})
  FROM placed`;
}

/**
 * {@link ORDER_PLACED_MAIL_OF_PLACED} for an order of several lines (checkout's one statement,
 * decision 165): the payload also lists `lines` (`OrderPlacedMailData.lines`).
 */
export function orderPlacedMailWithLinesOfPlaced(lines: readonly InvoiceLine[]): SQL {
  return orderPlacedMailOf(sql`, 'lines', ${JSON.stringify(mailLinesOf(lines))}::jsonb`);
}

/** The lines an order e-mail lists (decision 126): SKU, name, pieces, tier price, line total. */
export type MailLine = InvoiceLine;

/** The mail's copy of an order's lines (the invoice's, {@link invoiceLinesOf}). */
export const mailLinesOf: (lines: readonly InvoiceLine[]) => MailLine[] = invoiceLinesOf;

/**
 * Queues 'order placed' for an order of several lines (checkout); inside the transaction that
 * placed it.
 */
export async function queueOrderPlacedMail(
  tx: Transaction,
  target: OrderMailTarget & { invoiceId?: string },
  data: OrderPlacedMailData,
): Promise<void> {
  await queue(tx, 'order_placed', target, { ...data }, target.invoiceId);
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

/**
 * Queues 'shipped' for the buyer, one per shipment (`period` is its challan number, decision 321);
 * inside the transaction that made the shipment.
 */
export async function queueOrderShippedMail(
  tx: Transaction,
  target: OrderMailTarget,
  data: OrderShippedMailData,
  period = '',
): Promise<void> {
  await insertMailJob(tx, {
    kind: 'order_shipped',
    orderId: target.orderId,
    recipient: target.recipient,
    payload: { ...data },
    period,
  });
}

/**
 * Queues 'quote answered' for the buyer; inside the transaction that added the version. The job's
 * `order_id` column carries the version's id: one e-mail per version (decision 151).
 */
export async function queueQuoteAnsweredMail(
  tx: Transaction,
  target: { versionId: string; recipient: string },
  data: QuoteAnsweredMailData,
): Promise<void> {
  await queue(
    tx,
    'quote_answered',
    { orderId: target.versionId, recipient: target.recipient },
    {
      ...data,
    },
  );
}

/**
 * Queues 'not paid in time' for the buyer; inside the transaction that cancelled the order and
 * released its stock (decision 160).
 */
export async function queueOrderExpiredMail(
  tx: Transaction,
  target: OrderMailTarget,
  data: OrderExpiredMailData,
): Promise<void> {
  await queue(tx, 'order_expired', target, { ...data });
}

/**
 * Queues 'proforma expired' (an `order_expired` job with `bankTransfer`, decision 314) for the
 * buyer; inside the transaction that released the order's stock. One per due time (its
 * `period`): an order whose buyer chose bank transfer again after an expiry is told again when
 * the new due time passes, never twice for one.
 */
export async function queueProformaExpiredMail(
  tx: Transaction,
  target: OrderMailTarget,
  data: OrderExpiredMailData & { bankTransfer: { dueAt: string; receivedPoisha: number } },
): Promise<void> {
  await insertMailJobOnce(tx, {
    kind: 'order_expired',
    orderId: target.orderId,
    recipient: target.recipient,
    period: `proforma:${data.bankTransfer.dueAt}`,
    payload: { ...data },
  });
}

/**
 * Queues 'approval requested' for the company admins (`target.recipient`: their addresses, comma
 * separated: one e-mail per order, decision 132); inside the transaction that placed the order.
 */
export async function queueApprovalRequestedMail(
  tx: Transaction,
  target: OrderMailTarget,
  data: ApprovalRequestedMailData,
): Promise<void> {
  await queue(tx, 'approval_requested', target, { ...data });
}

/**
 * The data-modifying statement that queues the e-mails of a company member's order placed by
 * `POST /orders` (over the CTE `placed`, as {@link ORDER_PLACED_MAIL_OF_PLACED}): 'order placed'
 * for the buyer when it is unpaid, 'approval requested' for `adminRecipients` when it awaits
 * approval (decision 132).
 */
export function companyOrderMailsOfPlaced(adminRecipients: string): SQL {
  return sql`${ORDER_PLACED_MAIL_OF_PLACED} WHERE placed.status = 'unpaid'
  UNION ALL
  SELECT 'approval_requested', placed.id, ${adminRecipients}, jsonb_build_object(
    'orderId', placed.id,
    'orderNumber', placed.number,
    'buyerName', placed.user_name,
    'buyerEmail', placed.user_email,
    'productName', placed.product_name,
    'quantity', placed.quantity,
    'totalPoisha', placed.total_poisha,
    'currency', placed.currency,
    'placedAt', to_char(placed.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM placed WHERE placed.status = 'awaiting_approval'`;
}

/** Queues the buyer's 'order approved' or 'order declined'; inside the deciding transaction. */
export async function queueApprovalDecisionMail(
  tx: Transaction,
  target: OrderMailTarget,
  data: ApprovalDecisionMailData,
): Promise<void> {
  await queue(tx, data.approved ? 'order_approved' : 'order_declined', target, { ...data });
}

/**
 * Queues the overdue reminder of an invoice for its `period` (decision 144); nothing when that
 * period's reminder was queued before (the unique kind, order and period). Answers whether it was
 * queued now.
 */
export async function queueInvoiceOverdueMail(
  db: Executor,
  target: OrderMailTarget & { period: string },
  data: InvoiceOverdueMailData,
): Promise<boolean> {
  return insertMailJobOnce(db, {
    kind: 'invoice_overdue',
    orderId: target.orderId,
    recipient: target.recipient,
    period: target.period,
    payload: { ...data },
  });
}

/**
 * Queues 'backordered pieces allocated' for the buyer (decision 321); inside the transaction of
 * the restock that allocated them. `period` tells the allocations of one order apart: the pieces
 * of the order still waiting after this one, which every allocation lowers.
 */
export async function queueBackorderAllocatedMail(
  tx: Transaction,
  target: OrderMailTarget & { period: string },
  data: BackorderAllocatedMailData,
): Promise<void> {
  await insertMailJob(tx, {
    kind: 'backorder_allocated',
    orderId: target.orderId,
    recipient: target.recipient,
    payload: { ...data },
    period: target.period,
  });
}

/** The e-mails of a return's steps (decision 322). */
export type ReturnMailKind = Extract<
  MailJobKind,
  'return_requested' | 'return_approved' | 'return_rejected' | 'return_received' | 'return_resolved'
>;

/**
 * Queues the e-mail of a return's step for its requester; inside the transaction of the step. The
 * job's `order_id` column carries the return's id; `period` tells apart the 'resolved' e-mails of
 * a return resolved in several calls ('' for the steps that happen once).
 */
export async function queueReturnMail(
  tx: Transaction,
  kind: ReturnMailKind,
  recipient: string,
  data: ReturnMailData,
  period = '',
): Promise<void> {
  await insertMailJob(tx, {
    kind,
    orderId: data.returnId,
    recipient,
    payload: { ...data },
    period,
  });
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

/** The database or a transaction in it. */
type Executor = Database | Transaction;

const isoText = z.iso.datetime({ offset: true });
/** `InDocumentCurrency.currency`: absent from e-mails queued before it was part of them (BDT). */
const currency = z.enum(SUPPORTED_CURRENCIES).optional();
const mailLine = z.object({
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPricePoisha: z.number().int(),
  lineTotalPoisha: z.number().int(),
});
const common = {
  orderNumber: z.string().optional(),
  buyerName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  lines: z.array(mailLine).optional(),
};
const returnMailData = z.object({
  returnId: z.string(),
  rmaNumber: z.string(),
  orderNumber: z.string(),
  requesterName: z.string(),
  items: z.array(
    z.object({
      sku: z.string(),
      productName: z.string(),
      serial: z.string().nullable(),
      quantity: z.number().int(),
      resolution: z.string().nullable().optional(),
      outcome: z.string().nullable().optional(),
    }),
  ),
  text: z.string().nullable().optional(),
  complete: z.boolean().optional(),
});
const approvalDecision = z.object({
  orderId: z.string(),
  orderNumber: z.string().optional(),
  buyerName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  totalPoisha: z.number().int(),
  currency,
  approved: z.boolean(),
  deciderName: z.string(),
  comment: z.string().nullable(),
  bankTransfer: z.object({ dueAt: isoText }).optional(),
});

/**
 * How a kind of job is rendered: `template`, given its stored payload parsed by `payload`.
 * @throws ZodError (from the renderer) when the payload does not fit.
 */
function rendererOf<Data>(
  template: (to: string, data: Data, publicUrl: string, locale: Locale) => MailMessage,
  payload: z.ZodType<Data>,
): Renderer {
  return (job, publicUrl, locale) =>
    template(job.recipient, payload.parse(job.payload), publicUrl, locale);
}

type Renderer = (job: MailJobRow, publicUrl: string, locale: Locale) => MailMessage;

/** The payload schema and template of each kind of job. */
const RENDERERS: Record<MailJobKind, Renderer> = {
  order_placed: rendererOf(
    orderPlacedMail,
    z.object({
      ...common,
      orderId: z.string(),
      unitPricePoisha: z.number().int(),
      totalPoisha: z.number().int(),
      currency,
      placedAt: isoText,
      // Optional: mails queued before they were part of the payload.
      address: z.string().nullable().optional(),
      phoneNumber: z.string().nullable().optional(),
      poNumber: z.string().nullable().optional(),
      onAccount: z
        .object({
          invoiceNumber: z.string(),
          dueDate: z.iso.date(),
          poNumber: z.string().nullable(),
        })
        .optional(),
      bankTransfer: z.object({ dueAt: isoText }).optional(),
    }),
  ),
  payment_receipt: rendererOf(
    paymentReceiptMail,
    z.object({
      ...common,
      invoiceNumber: z.string(),
      totalPoisha: z.number().int(),
      currency,
      paymentReference: z.string(),
      paidAt: isoText,
    }),
  ),
  order_shipped: rendererOf(
    orderShippedMail,
    z.object({
      ...common,
      orderId: z.string(),
      address: z.string().nullable(),
      deliveredAt: isoText,
      shipment: z
        .object({
          number: z.string(),
          carrierName: z.string(),
          trackingNumber: z.string().nullable(),
          vehicleNumber: z.string().nullable(),
          trackingUrl: z.string().nullable(),
          shippedOn: z.string(),
          complete: z.boolean(),
          serials: z.array(z.object({ sku: z.string(), serials: z.array(z.string()) })).optional(),
        })
        .optional(),
    }),
  ),
  quote_answered: rendererOf(
    quoteAnsweredMail,
    z.object({
      quoteId: z.string(),
      quoteNumber: z.string(),
      buyerName: z.string(),
      version: z.number().int(),
      lines: z.array(mailLine),
      totalPoisha: z.number().int(),
      currency,
      validUntil: isoText,
      message: z.string(),
    }),
  ),
  order_expired: rendererOf(
    orderExpiredMail,
    z.object({
      ...common,
      orderId: z.string(),
      totalPoisha: z.number().int(),
      currency,
      placedAt: isoText,
      holdMinutes: z.number().int().optional(),
      bankTransfer: z.object({ dueAt: isoText, receivedPoisha: z.number().int() }).optional(),
    }),
  ),
  approval_requested: rendererOf(
    approvalRequestedMail,
    z.object({
      orderId: z.string(),
      orderNumber: z.string().optional(),
      buyerName: z.string(),
      buyerEmail: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      totalPoisha: z.number().int(),
      currency,
      placedAt: isoText,
    }),
  ),
  order_approved: rendererOf(approvalDecisionMail, approvalDecision),
  order_declined: rendererOf(approvalDecisionMail, approvalDecision),
  backorder_allocated: rendererOf(
    backorderAllocatedMail,
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      buyerName: z.string(),
      lines: z.array(
        z.object({
          sku: z.string(),
          productName: z.string(),
          allocated: z.number().int(),
          stillBackordered: z.number().int(),
        }),
      ),
    }),
  ),
  invoice_overdue: rendererOf(
    invoiceOverdueMail,
    z.object({
      invoiceNumber: z.string(),
      buyerName: z.string(),
      companyName: z.string().nullable(),
      dueDate: z.iso.date(),
      totalPoisha: z.number().int(),
      currency,
      openPoisha: z.number().int(),
      poNumber: z.string().nullable(),
    }),
  ),
  return_requested: rendererOf(returnRequestedMail, returnMailData),
  return_approved: rendererOf(returnApprovedMail, returnMailData),
  return_rejected: rendererOf(returnRejectedMail, returnMailData),
  return_received: rendererOf(returnReceivedMail, returnMailData),
  return_resolved: rendererOf(returnResolvedMail, returnMailData),
};

/**
 * The message of a queued job (without attachments), in `locale`: its recipient's language,
 * looked up when it is sent (decision 328), English by default.
 * @throws ZodError when the stored payload does not fit its kind (the job can never be sent).
 */
export function renderMailJob(
  job: MailJobRow,
  publicUrl: string,
  locale: Locale = 'en',
): MailMessage {
  return RENDERERS[job.kind](job, publicUrl, locale);
}
