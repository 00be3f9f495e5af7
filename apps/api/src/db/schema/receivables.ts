import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instantNow, uuidPrimaryKey } from './columns.js';
import { companies } from './companies.js';
import { invoices } from './invoices.js';

/**
 * A company's account with the shop (decision 140): the payment terms it was granted (net 15, 30
 * or 60 days; `null`: card only) and its credit limit in poisha. The row is also what every change
 * of the company's open balance locks (an order on account, a recorded payment), so two of them
 * never check the limit or a balance at the same time (decision 142).
 */
export const companyAccounts = pgTable(
  'company_accounts',
  {
    companyId: uuid()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentTermsDays: integer(),
    /** The credit limit in minor units of the company's `currency` (poisha for BDT; decision 327). */
    creditLimitPoisha: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: instantNow(),
  },
  (table) => [
    check(
      'company_accounts_terms_known',
      sql`${table.paymentTermsDays} IS NULL OR ${table.paymentTermsDays} IN (15, 30, 60)`,
    ),
    check('company_accounts_credit_not_negative', sql`${table.creditLimitPoisha} >= 0`),
  ],
);

/**
 * A bank payment the shop received from a company (decision 143): the amount in poisha, the day
 * it arrived, the bank's reference and who recorded it. What it pays of each invoice is in
 * {@link paymentAllocations}, adding up to the amount.
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: uuidPrimaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Minor units of `currency` (poisha for BDT; decision 327), as its other amounts. */
    amountPoisha: bigint({ mode: 'number' }).notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    reference: text().notNull(),
    /**
     * What the company withheld at source (decision 307), poisha: VAT deducted with its Mushak-6.6
     * certificate, and income tax deducted (Income Tax Act 2023 s. 89) with its certificate.
     * `amountPoisha` is what reached the bank; the three together settle invoices.
     */
    vdsPoisha: bigint({ mode: 'number' }).notNull().default(0),
    vdsCertificateNumber: text(),
    vdsCertificateDate: date({ mode: 'string' }),
    tdsPoisha: bigint({ mode: 'number' }).notNull().default(0),
    tdsCertificateNumber: text(),
    tdsCertificateDate: date({ mode: 'string' }),
    recordedById: text(),
    recordedAt: instantNow(),
    /**
     * The currency the payment is in (decision 327): its company's billing currency. The amount
     * columns are in minor units of `currency` (poisha for BDT).
     */
    currency: text().notNull().default('BDT'),
  },
  (table) => [
    check(
      'bank_payments_amount_positive',
      sql`${table.amountPoisha} >= 0 AND ${table.vdsPoisha} >= 0 AND ${table.tdsPoisha} >= 0 AND ${table.amountPoisha} + ${table.vdsPoisha} + ${table.tdsPoisha} > 0`,
    ),
    check(
      'bank_payments_vds_certificate',
      sql`(${table.vdsPoisha} = 0) = (${table.vdsCertificateNumber} IS NULL)`,
    ),
    check(
      'bank_payments_tds_certificate',
      sql`(${table.tdsPoisha} = 0) = (${table.tdsCertificateNumber} IS NULL)`,
    ),
    index('bank_payments_company_idx').on(table.companyId, table.receivedOn.desc()),
  ],
);

/**
 * What one bank payment pays of one invoice (decision 143), in minor units of the payment's and
 * invoice's `currency` (poisha for BDT; decision 327).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid()
      .notNull()
      .references(() => bankPayments.id, { onDelete: 'restrict' }),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** Cash paid to the invoice. */
    amountPoisha: bigint({ mode: 'number' }).notNull(),
    /** VAT and income tax withheld from the invoice (decision 307). */
    vdsPoisha: bigint({ mode: 'number' }).notNull().default(0),
    tdsPoisha: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.invoiceId] }),
    index('payment_allocations_invoice_idx').on(table.invoiceId),
    check(
      'payment_allocations_amount_positive',
      sql`${table.amountPoisha} >= 0 AND ${table.vdsPoisha} >= 0 AND ${table.tdsPoisha} >= 0 AND ${table.amountPoisha} + ${table.vdsPoisha} + ${table.tdsPoisha} > 0`,
    ),
  ],
);
