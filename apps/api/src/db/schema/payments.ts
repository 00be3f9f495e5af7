import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow } from './columns.js';

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
    amountPoisha: bigint({ mode: 'number' }).notNull(),
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
