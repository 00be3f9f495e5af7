import type { InvoiceLine, InvoiceSeller } from '@partline/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, uuidPrimaryKey } from './columns.js';
import { companies } from './companies.js';
import { orders } from './orders.js';
import { documentCurrency } from './currencies.js';

/**
 * The last invoice number given out in each year (docs/decisions/060): incremented with
 * `INSERT … ON CONFLICT (year) DO UPDATE … RETURNING` inside the transaction that marks an order
 * paid, so a rolled-back payment gives its number back and numbers stay gap-free. Not a SEQUENCE:
 * sequences are not transactional and leave gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (table) => [check('invoice_counters_last_number_positive', sql`${table.lastNumber} > 0`)],
);

/**
 * Invoices (docs/decisions/061): an immutable snapshot of a paid order — seller,
 * buyer, the line in poisha and the payment — taken when the order became paid. A database
 * trigger (migration 0003) refuses every UPDATE, DELETE and TRUNCATE; one per order.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidPrimaryKey(),
    /** `PL-<year>-<sequence>`. */
    number: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The order's number, `SO-<year>-<sequence>` (decision 300), as printed. */
    orderNumber: text().notNull(),
    issuedAt: instant().notNull(),
    seller: jsonb().$type<InvoiceSeller>().notNull(),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    buyerAddress: text(),
    buyerPhone: text(),
    productName: text().notNull(),
    /** Minor units of `currency` (poisha for BDT; decision 327), as every amount of the invoice. */
    unitPricePoisha: bigint({ mode: 'number' }).notNull(),
    quantity: integer().notNull(),
    totalPoisha: bigint({ mode: 'number' }).notNull(),
    /** `local` or `stripe`. */
    paymentProvider: text().notNull(),
    /** The provider's payment intent id (the order's `transactionId`). */
    paymentReference: text().notNull(),
    cardBrand: text(),
    cardLast4: text(),
    /** When the card payment was taken; `null` on an invoice on account (decision 141). */
    paidAt: instant(),
    /** The buyer's purchase order number. */
    poNumber: text(),
    /** Every line of the order (decision 126); `null` on invoices issued before orders had lines. */
    lines: jsonb().$type<InvoiceLine[]>(),
    /** The buyer's company (decision 141): set on invoices on account. */
    companyId: uuid().references(() => companies.id, { onDelete: 'restrict' }),
    companyName: text(),
    /** Net days of an invoice on account and its due date (the shop's calendar); else `null`. */
    paymentTermsDays: integer(),
    dueDate: date({ mode: 'string' }),
    /**
     * The Mushak-6.3 figures (decision 305, 306); all `null` on an invoice issued before the shop
     * charged VAT (numbered `PL-<year>-<sequence>`). `fiscalYear` is the year the fiscal year
     * (1 July – 30 June) starts in; the number is `INV-<fiscal year>-<serial>`.
     */
    fiscalYear: integer(),
    /** The buyer's BIN; `null` or empty: not registered. */
    buyerBin: text(),
    /** The buyer's country (ISO 3166-1 alpha-2). */
    buyerCountry: text(),
    /** Where the goods go (the order's delivery address). */
    deliveryAddress: text(),
    pricesIncludeVat: boolean(),
    zeroRated: boolean(),
    valueExclVatPoisha: bigint({ mode: 'number' }),
    sdPoisha: bigint({ mode: 'number' }),
    vatPoisha: bigint({ mode: 'number' }),
    /**
     * The order's currency and recorded rate (decision 327): the amount columns above and the
     * lines are in minor units of `currency` (poisha for BDT); the Taka values the VAT law asks
     * for are those amounts converted at `bdtPerUnit`.
     */
    ...documentCurrency(),
  },
  (table) => [
    check(
      'invoices_number_format',
      sql`${table.number} ~ '^(PL-[0-9]{4}|INV-[0-9]{4}-[0-9]{2})-[0-9]{6,}$'`,
    ),
    check(
      'invoices_tax_complete',
      sql`(${table.fiscalYear} IS NULL) = (${table.vatPoisha} IS NULL) AND (${table.fiscalYear} IS NULL) = (${table.valueExclVatPoisha} IS NULL) AND (${table.fiscalYear} IS NULL) = (${table.sdPoisha} IS NULL)`,
    ),
    check('invoices_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'invoices_total_is_line',
      sql`${table.lines} IS NOT NULL OR ${table.totalPoisha} = ${table.unitPricePoisha} * ${table.quantity}`,
    ),
    // A card invoice was paid when issued; one on account has a company, terms and a due date.
    check(
      'invoices_paid_or_on_account',
      sql`(${table.paidAt} IS NOT NULL AND ${table.dueDate} IS NULL) OR (${table.paidAt} IS NULL AND ${table.dueDate} IS NOT NULL AND ${table.paymentTermsDays} IS NOT NULL AND ${table.companyId} IS NOT NULL)`,
    ),
    // The sales register of a month (Mushak-6.2, decision 308) reads invoices by issue time.
    index('invoices_issued_idx').on(table.issuedAt),
    index('invoices_company_idx')
      .on(table.companyId, table.issuedAt.desc())
      .where(sql`${table.companyId} IS NOT NULL`),
  ],
);
