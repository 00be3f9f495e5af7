import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, uuidPrimaryKey } from './columns.js';
import { actorUserId } from './user-columns.js';

/**
 * Payment intents of the `local` provider (DESIGN.md, Payments): the card processor simulated in
 * the API keeps them here so that every instance sees them. Ids look like Stripe's (`pi_local_…`),
 * amounts are integer poisha. Only the card's brand and last four digits are kept, never its
 * number. A refunded intent keeps `status = 'succeeded'` and gets `refundId`, as on Stripe.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text().primaryKey(),
    clientSecret: text().notNull().unique(),
    // The order of the intent; no foreign key: an intent (a record of money) outlives its order.
    orderId: uuid().notNull(),
    /** The order's total in minor units of `currency` (poisha for BDT; decision 327). */
    amountPoisha: bigint({ mode: 'number' }).notNull(),
    /** The order's currency, lower case as Stripe writes it (`bdt`, `usd`, `eur`). */
    currency: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    status: text({
      enum: ['requires_payment_method', 'succeeded'],
    })
      .notNull()
      .default('requires_payment_method'),
    cardBrand: text(),
    cardLast4: text(),
    lastErrorCode: text(),
    refundId: text(),
    createdAt: instantNow(),
    succeededAt: instant(),
    refundedAt: instant(),
  },
  (table) => [
    check('payment_intents_amount_positive', sql`${table.amountPoisha} > 0`),
    index('payment_intents_order_idx').on(table.orderId),
  ],
);

/**
 * Stripe webhook events already received, by event id: a replayed or duplicate delivery is
 * recognised by `INSERT … ON CONFLICT DO NOTHING` and changes nothing.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: instantNow(),
});

/**
 * Payment sessions with a redirect provider, SSLCommerz or bKash (decision 311): one per attempt
 * to pay an order on the provider's page. `id` is the order's number (`SO-2026-000123`), then
 * `-2`, `-3`… on later attempts; it is the `tran_id` (SSLCommerz) or `merchantInvoiceNumber`
 * (bKash) and, once paid, the order's `transactionId`. `providerRef` is the provider's id of the
 * session (SSLCommerz `sessionkey`, bKash `paymentID`); `providerTransactionId` the payment's
 * (SSLCommerz `bank_tran_id`, bKash `trxID`), which refunds quote. Amounts are integer poisha. No
 * foreign key to the order: a record of money outlives its order.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text().primaryKey(),
    provider: text({ enum: ['sslcommerz', 'bkash'] }).notNull(),
    orderId: uuid().notNull(),
    amountPoisha: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    status: text({
      enum: ['pending', 'succeeded', 'failed', 'cancelled', 'review', 'expired', 'refunded'],
    })
      .notNull()
      .default('pending'),
    providerRef: text(),
    redirectUrl: text(),
    /** SSLCommerz's validation id (`val_id`) from the IPN or the return. */
    validationId: text(),
    providerTransactionId: text(),
    /** SSLCommerz `risk_level` (0 or 1); 1 holds the payment for the shop admin's review. */
    riskLevel: smallint(),
    /** What the provider said when the payment failed or was cancelled. */
    failureReason: text(),
    refundRef: text(),
    reviewedById: actorUserId(),
    createdAt: instantNow(),
    updatedAt: instantNow(),
    completedAt: instant(),
    refundedAt: instant(),
  },
  (table) => [
    check('payment_sessions_amount_positive', sql`${table.amountPoisha} > 0`),
    check(
      'payment_sessions_status_known',
      sql`${table.status} IN ('pending', 'succeeded', 'failed', 'cancelled', 'review', 'expired', 'refunded')`,
    ),
    check('payment_sessions_provider_known', sql`${table.provider} IN ('sslcommerz', 'bkash')`),
    index('payment_sessions_order_idx').on(table.orderId, table.createdAt),
    // The reconciliation job's pass: the pending sessions, oldest first.
    index('payment_sessions_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payment_sessions_provider_ref_key')
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} IS NOT NULL`),
  ],
);

/**
 * Bank transfers received for an order paid against its proforma invoice (decision 311), as the
 * shop admin records them: amount (poisha, positive), the day it reached the shop's account
 * (`YYYY-MM-DD`, the shop's calendar) and the bank's reference, unique per order. The order is
 * paid once they add up to its total.
 */
export const orderBankTransfers = pgTable(
  'order_bank_transfers',
  {
    id: uuidPrimaryKey(),
    orderId: uuid().notNull(),
    amountPoisha: bigint({ mode: 'number' }).notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    bankReference: text().notNull(),
    recordedById: actorUserId(),
    createdAt: instantNow(),
    /** The order's currency (decision 327): `amountPoisha` is in its minor units (poisha for BDT). */
    currency: text().notNull().default('BDT'),
  },
  (table) => [
    check('order_bank_transfers_amount_positive', sql`${table.amountPoisha} > 0`),
    uniqueIndex('order_bank_transfers_reference_key').on(
      table.orderId,
      sql`lower(${table.bankReference})`,
    ),
  ],
);
