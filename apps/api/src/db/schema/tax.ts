import type { InvoiceLine, InvoiceSeller, PayeeBankAccount } from '@partline/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, uuidPrimaryKey } from './columns.js';
import { companies } from './companies.js';
import { invoices } from './invoices.js';
import { orders } from './orders.js';
import { documentCurrency } from './currencies.js';

/**
 * The shop's own settings (decision 309): its legal identity as a seller, the bank accounts buyers
 * pay into, the invoice footer and whether catalog prices include VAT. One row (`id` 1), created
 * by migration 0029 with an empty identity; documents refuse to be issued while `bin` is empty.
 * Changed only on the back-office Shop settings page, audited.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    legalName: text().notNull().default(''),
    /** The registered address, one line per entry as documents print it. */
    addressLines: jsonb().$type<string[]>().notNull().default([]),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    /** Business identification number (VAT registration, 13 digits or `NNNNNNNNN-NNNN`). */
    bin: text().notNull().default(''),
    /** Taxpayer identification number (12 digits). */
    tin: text().notNull().default(''),
    tradeLicenceNumber: text().notNull().default(''),
    /** `vat` (VAT registered, Mushak-2.3) or `turnover_tax` (enlisted for turnover tax). */
    vatRegistrationType: text({ enum: ['vat', 'turnover_tax'] })
      .notNull()
      .default('vat'),
    /** The accounts buyers pay into, in the order documents name them (at most 5). */
    bankAccounts: jsonb().$type<PayeeBankAccount[]>().notNull().default([]),
    /** Printed at the foot of every tax document. */
    invoiceFooter: text().notNull().default(''),
    /** Whether catalog prices include VAT and SD (decision 305); `true` by default. */
    pricesIncludeVat: boolean().notNull().default(true),
    /**
     * The currencies besides `BDT` companies may be billed in (decision 324), ISO 4217: `USD`,
     * `EUR`. Each needs an exchange rate before a company is put in it.
     */
    enabledCurrencies: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: instantNow(),
    updatedById: text(),
  },
  (table) => [
    check('shop_settings_one_row', sql`${table.id} = 1`),
    check(
      'shop_settings_registration_type_known',
      sql`${table.vatRegistrationType} IN ('vat', 'turnover_tax')`,
    ),
    check('shop_settings_bank_accounts_array', sql`jsonb_typeof(${table.bankAccounts}) = 'array'`),
  ],
);

/**
 * The last serial given out of each kind of tax document in each fiscal year (decision 306):
 * `invoice` (Mushak-6.3), `credit_note` (6.7), `debit_note` (6.8); `fiscal_year` is the year the
 * fiscal year (1 July – 30 June, Asia/Dhaka) starts in. Taken with one upsert inside the
 * transaction that issues the document, so the row stays locked until it commits: serials are
 * consecutive, and a rollback gives its serial back.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text({ enum: ['invoice', 'credit_note', 'debit_note'] }).notNull(),
    fiscalYear: integer().notNull(),
    lastSerial: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.fiscalYear] }),
    check('tax_document_counters_last_serial_positive', sql`${table.lastSerial} > 0`),
    check(
      'tax_document_counters_kind_known',
      sql`${table.kind} IN ('invoice', 'credit_note', 'debit_note')`,
    ),
  ],
);

/**
 * Credit notes (Mushak-6.7) and debit notes (Mushak-6.8) (decision 306): an immutable snapshot
 * that reduces (`credit`) or increases (`debit`) an invoice — never edited, like invoices (the
 * triggers of migration 0029 refuse UPDATE, DELETE and TRUNCATE). Amounts are positive; the kind
 * gives the sign. Numbered `CN-…`/`DN-…` on their own serial per fiscal year.
 */
export const taxAdjustmentNotes = pgTable(
  'tax_adjustment_notes',
  {
    id: uuidPrimaryKey(),
    kind: text({ enum: ['credit', 'debit'] }).notNull(),
    number: text().notNull().unique(),
    fiscalYear: integer().notNull(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The original invoice's number, as printed. */
    invoiceNumber: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The invoice's company, when it was issued on account or to a member. */
    companyId: uuid().references(() => companies.id, { onDelete: 'restrict' }),
    issuedAt: instant().notNull(),
    /** Why: "Order cancelled", "Card payment refunded", "Line returned", … */
    reason: text().notNull(),
    seller: jsonb().$type<InvoiceSeller>().notNull(),
    buyerName: text().notNull(),
    buyerBin: text(),
    buyerAddress: text(),
    /** The lines (or parts of lines) it reverses or adds, with their tax figures. */
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    valueExclVatPoisha: bigint({ mode: 'number' }).notNull(),
    sdPoisha: bigint({ mode: 'number' }).notNull(),
    vatPoisha: bigint({ mode: 'number' }).notNull(),
    totalPoisha: bigint({ mode: 'number' }).notNull(),
    /** The card refund's id, when money went back. */
    refundReference: text(),
    issuedById: text(),
    /**
     * Its invoice's currency and recorded rate (decision 327): the amounts above are in minor
     * units of `currency` (poisha for BDT); Taka values convert them at `bdtPerUnit`.
     */
    ...documentCurrency(),
  },
  (table) => [
    check('tax_adjustment_notes_kind_known', sql`${table.kind} IN ('credit', 'debit')`),
    check(
      'tax_adjustment_notes_number_format',
      sql`${table.number} ~ '^(CN|DN)-[0-9]{4}-[0-9]{2}-[0-9]{6,}$'`,
    ),
    check(
      'tax_adjustment_notes_figures',
      sql`${table.valueExclVatPoisha} >= 0 AND ${table.sdPoisha} >= 0 AND ${table.vatPoisha} >= 0 AND ${table.totalPoisha} = ${table.valueExclVatPoisha} + ${table.sdPoisha} + ${table.vatPoisha}`,
    ),
    index('tax_adjustment_notes_invoice_idx').on(table.invoiceId),
    index('tax_adjustment_notes_company_idx')
      .on(table.companyId, table.issuedAt.desc())
      .where(sql`${table.companyId} IS NOT NULL`),
    index('tax_adjustment_notes_issued_idx').on(table.issuedAt),
  ],
);
