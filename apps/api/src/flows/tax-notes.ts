import {
  ORDER_MESSAGES,
  TAX_NOTE_MESSAGES,
  toTaka,
  type CreditNoteInput,
  type DebitNoteInput,
  type TaxNote,
  type TaxNoteKind,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database, Executor } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { readerLocale } from './reader-locale.js';
import { findInvoice, findInvoiceByNumber } from '../modules/invoices/invoices.repository.js';
import { taxNoteAttachment } from '../modules/invoices/tax-note-pdf.js';
import { findNoteByNumber, notesOfOrder } from '../modules/invoices/tax-notes.repository.js';
import {
  issueCreditNote,
  issueDebitNote,
  taxNoteOf,
  type RatesBySku,
} from '../modules/invoices/tax-notes.service.js';
import { linesOfOrder } from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { membershipOf } from './company-of-caller.js';

/** The VAT and SD rates an order's lines recorded (decision 305), by SKU. */
export async function ratesOfOrder(db: Executor, orderId: string): Promise<RatesBySku> {
  const lines = await linesOfOrder(db, orderId);
  return new Map(lines.map((line) => [line.sku, { vatRate: line.vatRate, sdRate: line.sdRate }]));
}

/**
 * `POST /admin/invoices/{number}/credit-notes` and `…/debit-notes` (decision 310): the shop admin
 * takes back pieces of an invoice's lines, or raises them; the note, its webhook event and the
 * audit entry (`order.credit_note` / `order.debit_note`, the note's figures) in one transaction.
 * @throws NotFoundError (404) for an unknown invoice; ConflictError (409) for an unknown line or a
 *   take-back beyond what earlier credit notes left.
 */
export async function issueAdjustmentNote(
  db: Database,
  actor: AuditActor,
  invoiceNumber: string,
  request: { kind: 'credit'; input: CreditNoteInput } | { kind: 'debit'; input: DebitNoteInput },
): Promise<TaxNote> {
  const invoice = await findInvoiceByNumber(db, invoiceNumber);
  if (!invoice) throw new NotFoundError(TAX_NOTE_MESSAGES.invoiceNotFound);
  return db.transaction(async (tx) => {
    const context = { issuedById: actor.id, rates: await ratesOfOrder(tx, invoice.orderId) };
    const note =
      request.kind === 'credit'
        ? await issueCreditNote(tx, invoiceNumber, request.input, context)
        : await issueDebitNote(tx, invoiceNumber, request.input, context);
    await recordAudit(tx, actor, {
      action: request.kind === 'credit' ? 'order.credit_note' : 'order.debit_note',
      targetType: 'order',
      targetId: invoice.orderId,
      targetLabel: invoice.orderNumber,
      before: null,
      after: {
        note: note.number,
        invoice: note.invoiceNumber,
        reason: note.reason,
        valueExclVat: toTaka(note.valueExclVatPoisha),
        sd: toTaka(note.sdPoisha),
        vat: toTaka(note.vatPoisha),
        total: toTaka(note.totalPoisha),
        currency: note.currency,
      },
    });
    return taxNoteOf(note);
  });
}

/**
 * Whether the caller may read the documents of an order: its buyer, the shop admin, or an admin of
 * the company the invoice was issued to (the same people who download its invoice).
 */
async function mayRead(
  db: Database,
  caller: RequestUser,
  order: { userId: string | null; companyId: string | null },
  noteCompanyId: string | null,
): Promise<boolean> {
  if (caller.role === 'admin' || (order.userId !== null && order.userId === caller.id)) return true;
  const companyId = noteCompanyId ?? order.companyId;
  if (!companyId) return false;
  const membership = await membershipOf(db, caller);
  return membership?.role === 'admin' && membership.companyId === companyId;
}

/**
 * `GET /credit-notes/{number}` and `GET /debit-notes/{number}`: the note as JSON, or as its PDF
 * (`pdf`), for the people who may download its invoice.
 * @throws NotFoundError (404, never 403: others' documents are not revealed) for an unknown note
 *   or one the caller may not read.
 */
export async function readTaxNote(
  db: Database,
  caller: RequestUser,
  kind: TaxNoteKind,
  number: string,
): Promise<{ json: TaxNote; pdf: () => Promise<{ filename: string; content: Buffer }> }> {
  const note = await findNoteByNumber(db, number);
  const order = note && note.kind === kind ? await orderOf(db, note.orderId) : undefined;
  if (!note || !order || !(await mayRead(db, caller, order, note.companyId))) {
    throw new NotFoundError(TAX_NOTE_MESSAGES.notFound);
  }
  return {
    json: taxNoteOf(note),
    pdf: async () => {
      const invoice = await findInvoice(db, note.invoiceId);
      return taxNoteAttachment(
        note,
        invoice?.issuedAt ?? note.issuedAt,
        await readerLocale(db, caller),
      );
    },
  };
}

/**
 * `GET /orders/{id}/tax-notes`: the credit and debit notes of an order, oldest first, for the
 * people who may download its invoice.
 * @throws NotFoundError 'Order not found' (404) for an unknown order or one the caller may not read.
 */
export async function notesOfOrderFor(
  db: Database,
  caller: RequestUser,
  orderId: string,
): Promise<TaxNote[]> {
  const order = await orderOf(db, orderId);
  if (!order || !(await mayRead(db, caller, order, null))) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  return (await notesOfOrder(db, order.id)).map(taxNoteOf);
}
