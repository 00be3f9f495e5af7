import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { findAll, findOne, insertOne, lockOne } from '../../db/rows.js';
import { invoices, taxAdjustmentNotes } from '../../db/schema/index.js';
import type { InvoiceRow } from './invoices.repository.js';
import { enqueueOrderEvent } from '../../webhooks/order-events.js';

/** A `tax_adjustment_notes` row: a credit or debit note. */
export type TaxNoteRow = typeof taxAdjustmentNotes.$inferSelect;
/** Values of a new note. */
export type NewTaxNoteRow = typeof taxAdjustmentNotes.$inferInsert;

/**
 * The invoice of this number, locked until the transaction ends: every note of an invoice is
 * issued behind this lock, so two of them never both see the same quantity left to credit.
 */
export function lockInvoiceByNumber(
  tx: Transaction,
  number: string,
): Promise<InvoiceRow | undefined> {
  return lockOne(tx, invoices, eq(invoices.number, number));
}

/** The invoice of this order, locked until the transaction ends (see {@link lockInvoiceByNumber}). */
export function lockInvoiceOfOrder(
  tx: Transaction,
  orderId: string,
): Promise<InvoiceRow | undefined> {
  return lockOne(tx, invoices, eq(invoices.orderId, orderId));
}

/** Every note of an invoice, oldest first. */
export function notesOfInvoice(db: Executor, invoiceId: string): Promise<TaxNoteRow[]> {
  return findAll(db, taxAdjustmentNotes, eq(taxAdjustmentNotes.invoiceId, invoiceId), [
    asc(taxAdjustmentNotes.issuedAt),
    asc(taxAdjustmentNotes.number),
  ]);
}

/** Every note of an order, oldest first. */
export function notesOfOrder(db: Executor, orderId: string): Promise<TaxNoteRow[]> {
  return findAll(db, taxAdjustmentNotes, eq(taxAdjustmentNotes.orderId, orderId), [
    asc(taxAdjustmentNotes.issuedAt),
    asc(taxAdjustmentNotes.number),
  ]);
}

/** The note of this number (`CN-…` or `DN-…`). */
export function findNoteByNumber(db: Executor, number: string): Promise<TaxNoteRow | undefined> {
  return findOne(db, taxAdjustmentNotes, eq(taxAdjustmentNotes.number, number));
}

/** Inserts a note and returns its row (the table's trigger refuses any later change). */
export function insertNote(tx: Transaction, values: NewTaxNoteRow): Promise<TaxNoteRow> {
  return insertOne(tx, taxAdjustmentNotes, values, 'tax adjustment note');
}

/**
 * Queues `credit_note.issued` or `debit_note.issued` for the webhook endpoints of the order's buyer
 * or company (decision 192's `webhook_enqueue`), in the issuing transaction: the event commits or
 * rolls back with the note.
 */
export async function enqueueNoteEvent(
  tx: Transaction,
  note: TaxNoteRow,
  orderNumber: string,
): Promise<void> {
  const type = note.kind === 'credit' ? 'credit_note.issued' : 'debit_note.issued';
  const data = {
    _id: note.id,
    number: note.number,
    kind: note.kind,
    invoiceNumber: note.invoiceNumber,
    orderId: note.orderId,
    orderNumber,
    issuedAt: note.issuedAt.toISOString(),
    valueExclVat: note.valueExclVatPoisha / 100,
    sd: note.sdPoisha / 100,
    vat: note.vatPoisha / 100,
    total: note.totalPoisha / 100,
    // The amounts above are in the note's currency, its invoice's (decision 327).
    currency: note.currency,
    reason: note.reason,
  };
  await enqueueOrderEvent(tx, note.orderId, type, data);
}
