import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instantNow, uuidPrimaryKey } from './columns.js';
import { actorUserId } from './user-columns.js';

/**
 * The exchange rates the shop admin records (decision 324): how many Taka one unit of `currency`
 * is worth from `effectiveOn` (the Bangladesh Bank rate of that day, entered by hand: the shop
 * reads no rate from the internet). A day has at most one rate per currency; a correction is a
 * new rate, audited. A document converted at a rate keeps the rate it used.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuidPrimaryKey(),
    /** ISO 4217, never `BDT`. */
    currency: text().notNull(),
    /** Taka per one unit of `currency`, up to 6 decimals, as text (exact). */
    bdtPerUnit: numeric({ precision: 14, scale: 6 }).notNull(),
    /** The day, Asia/Dhaka, the rate applies from, `YYYY-MM-DD`. */
    effectiveOn: date({ mode: 'string' }).notNull(),
    /** Where the admin took it from, e.g. `Bangladesh Bank`. */
    source: text().notNull().default('Bangladesh Bank'),
    createdAt: instantNow(),
    createdById: actorUserId(),
  },
  (table) => [
    check('exchange_rates_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_not_base', sql`${table.currency} <> 'BDT'`),
    check('exchange_rates_positive', sql`${table.bdtPerUnit} > 0`),
    uniqueIndex('exchange_rates_currency_day_key').on(table.currency, table.effectiveOn),
    index('exchange_rates_latest_idx').on(table.currency, table.effectiveOn.desc()),
  ],
);

/**
 * The currency a commercial document is in and the rate it was converted at (decisions 324,
 * 327): `currency` (ISO 4217, `BDT` by default) names the minor unit of the document's amount
 * columns — poisha for `BDT`, cents for `USD` and `EUR` —; `exchangeRateId` and `bdtPerUnit` are
 * the recorded rate used (Taka per unit, exact), both `null` for `BDT`. Reports in Taka convert
 * each document back at its own `bdtPerUnit`, never today's rate.
 */
export function documentCurrency() {
  return {
    currency: text().notNull().default('BDT'),
    exchangeRateId: uuid().references(() => exchangeRates.id, { onDelete: 'restrict' }),
    bdtPerUnit: numeric({ precision: 14, scale: 6 }),
  };
}
