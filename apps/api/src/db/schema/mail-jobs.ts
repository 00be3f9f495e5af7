import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow, queueState, uuidPrimaryKey } from './columns.js';
import { invoices } from './invoices.js';

/** What an outbox e-mail is about (decision 062). */
export const MAIL_JOB_KINDS = [
  'order_placed',
  'payment_receipt',
  'order_shipped',
  'quote_answered',
  'order_expired',
  'approval_requested',
  'order_approved',
  'order_declined',
  'invoice_overdue',
  'backorder_allocated',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'return_resolved',
] as const;

/** Where an outbox e-mail is: waiting, claimed by a worker, sent, or given up. */
export const MAIL_JOB_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * The transactional mail outbox (docs/decisions/062): a row is inserted in the same transaction as
 * the order change it reports, and a worker in every API instance claims due rows with `FOR
 * UPDATE SKIP LOCKED`, sends them and marks them sent, retrying with exponential backoff.
 * `payload` is the snapshot the template renders (shape per kind in `mail/order-mails.ts`).
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: uuidPrimaryKey(),
    kind: text({ enum: MAIL_JOB_KINDS }).notNull(),
    // No foreign key: an unpaid order may be deleted while its 'order placed' mail is waiting.
    // A 'quote answered' mail names the quote version it reports here (decision 151), a
    // return's mail the return (decision 322).
    orderId: uuid().notNull(),
    recipient: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The invoice attached as PDF (payment receipts). */
    invoiceId: uuid().references(() => invoices.id),
    // `attempts` is also the fencing token of a claim (mail/mail-jobs.repository.ts).
    ...queueState(MAIL_JOB_STATUSES),
    /** A claim ('sending') expires then and the job may be claimed again. */
    lockedUntil: instant(),
    lastError: text(),
    createdAt: instantNow(),
    sentAt: instant(),
    /**
     * Which repeat of the same e-mail this is: '' for the one-off order e-mails, the reminder
     * period for overdue reminders (decision 144), so each period sends one.
     */
    period: text().notNull().default(''),
  },
  (table) => [
    check('mail_jobs_attempts_not_negative', sql`${table.attempts} >= 0`),
    // One e-mail per event of an order (per reminder period): a second one could only be a bug.
    uniqueIndex('mail_jobs_kind_order_key').on(table.kind, table.orderId, table.period),
    index('mail_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
);
