import { QUOTE_STATUSES, type StoredLine } from '@partline/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, parentId, timestamps, uuidPrimaryKey } from './columns.js';
import { buyerSnapshot } from './user-columns.js';
import { orders } from './orders.js';
import { documentCurrency } from './currencies.js';

/** Where a quote is (decision 150): asked, answered, and how it ended; the shared `QUOTE_STATUSES`. */
export const quoteStatus = pgEnum('quote_status', QUOTE_STATUSES);

/**
 * A request for quotation and its answers (decisions 150–152), the commercetools shape in one
 * row: the buyer's request, the shop's latest answer (`currentVersion`, `validUntil`) and how it
 * ended. It belongs to the client who asked (`userId`) and to their company when they are a member
 * (`companyId`, decision 156; no foreign key). Exactly one order per quote: `orderId` is unique, and the order
 * carries the idempotency key `quote:<id>` under the orders' unique index (decision 152).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuidPrimaryKey(),
    /** The quote number, `QT-<year>-<sequence>` (decision 300): set by the trigger `quotes_number`. */
    number: text().notNull().default(''),
    ...buyerSnapshot(),
    /** The buyer's company once companies own quotes; no foreign key yet (decision 150). */
    companyId: uuid(),
    status: quoteStatus().notNull().default('requested'),
    /** The buyer's message with the request. */
    message: text().notNull().default(''),
    /** The latest version (0: the request itself, 1…: the shop's answers). */
    currentVersion: integer().notNull().default(0),
    /** The latest answer's validity, end of that shop day; `null` while unanswered. */
    validUntil: instant(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** The request's `Idempotency-Key`: one quote per key and buyer. */
    idempotencyKey: text(),
    ...timestamps(),
    decidedAt: instant(),
    /**
     * The currency the quote is in (decision 327), its company's billing currency when it was
     * requested, and the rate its prices were converted at: every amount of its versions is in
     * minor units of `currency` (poisha for BDT).
     */
    ...documentCurrency(),
  },
  (table) => [
    uniqueIndex('quotes_order_key').on(table.orderId),
    uniqueIndex('quotes_number_key').on(table.number),
    check('quotes_number_format', sql`${table.number} ~ '^QT-[0-9]{4}-[0-9]{6,}$'`),
    uniqueIndex('quotes_idempotency_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
    index('quotes_user_idx').on(table.userId, table.createdAt.desc()),
    index('quotes_updated_idx').on(table.updatedAt.desc(), table.id.desc()),
    index('quotes_due_idx')
      .on(table.validUntil)
      .where(sql`${table.status} = 'quoted'`),
  ],
);

/**
 * Every revision of a quote, never changed (decision 151): version 0 is the request at the prices
 * of the moment, each answer of the shop the next number with its validity and message.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuidPrimaryKey(),
    quoteId: parentId(() => quotes.id),
    version: integer().notNull(),
    /** `buyer` for the request, `shop` for an answer. */
    author: text({ enum: ['buyer', 'shop'] }).notNull(),
    authorName: text().notNull(),
    message: text().notNull().default(''),
    validUntil: instant(),
    /** Minor units of the quote's `currency` (poisha for BDT; decision 327), as its lines. */
    totalPoisha: bigint({ mode: 'number' }).notNull(),
    /**
     * The SD and VAT of the lines (decision 305), poisha: `totalPoisha` is what the buyer pays,
     * the value excluding VAT `total − sd − vat`.
     */
    sdPoisha: bigint({ mode: 'number' }).notNull().default(0),
    vatPoisha: bigint({ mode: 'number' }).notNull().default(0),
    /** The lines: product, SKU, name, image, pieces and unit price (poisha), as quoted. */
    lines: jsonb().$type<QuoteLineSnapshot[]>().notNull(),
    createdAt: instantNow(),
  },
  (table) => [
    uniqueIndex('quote_versions_quote_version_key').on(table.quoteId, table.version),
    check('quote_versions_total_not_negative', sql`${table.totalPoisha} >= 0`),
  ],
);

/**
 * One line of a quote version, in poisha, with its tax (decision 305) and how it was taxed: the
 * shop's `pricesIncludeVat` and whether the buyer's supply was zero-rated (absent on versions
 * written before VAT was computed).
 */
export type QuoteLineSnapshot = StoredLine<string> & {
  pricesIncludeVat?: boolean;
  zeroRated?: boolean;
};

/**
 * The quote's timeline and message thread (decision 153): each status change, answer and message,
 * appended, never changed. A message event carries its `body`.
 */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: uuidPrimaryKey(),
    quoteId: parentId(() => quotes.id),
    kind: text({
      enum: ['requested', 'quoted', 'message', 'accepted', 'declined', 'expired'],
    }).notNull(),
    author: text({ enum: ['buyer', 'shop', 'system'] }).notNull(),
    authorName: text().notNull(),
    version: integer(),
    body: text(),
    orderId: uuid(),
    createdAt: instantNow(),
  },
  (table) => [index('quote_events_quote_idx').on(table.quoteId, table.createdAt, table.id)],
);
