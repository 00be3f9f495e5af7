import { and, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { findAll, findOne, insertOne, lockOne } from '../../db/rows.js';
import {
  bankPayments,
  companyAccounts,
  invoices,
  paymentAllocations,
  taxAdjustmentNotes,
} from '../../db/schema/index.js';

/** A `company_accounts` row. */
export type CompanyAccountRow = typeof companyAccounts.$inferSelect;
/** A `bank_payments` row. */
export type BankPaymentRow = typeof bankPayments.$inferSelect;

/**
 * Locks the company's account row until the transaction ends (decision 142): every change of its
 * open balance — an order on account, a recorded payment — takes this lock first, so their checks
 * see each other's results. `undefined`: the company has no account (no terms ever granted).
 */
export function lockCompanyAccount(
  tx: Transaction,
  companyId: string,
): Promise<CompanyAccountRow | undefined> {
  return lockOne(tx, companyAccounts, eq(companyAccounts.companyId, companyId));
}

/** The company's account, unlocked. */
export function findCompanyAccount(
  db: Executor,
  companyId: string,
): Promise<CompanyAccountRow | undefined> {
  return findOne(db, companyAccounts, eq(companyAccounts.companyId, companyId));
}

/** Writes the company's terms and credit limit (creating its account), returning the row. */
export async function saveCompanyAccount(
  tx: Transaction,
  companyId: string,
  values: { paymentTermsDays: number | null; creditLimitPoisha: number },
): Promise<CompanyAccountRow> {
  const [row] = await tx
    .insert(companyAccounts)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: companyAccounts.companyId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('company account not saved');
  return row;
}

/**
 * The invoices on account matching `where` (its conditions on `invoices`), as a subquery of their
 * ids: what {@link paidPerInvoice} and {@link adjustedPerInvoice} sum over. A join condition does
 * not reach into a grouped subquery, so without it they would sum every payment and note of the
 * shop on each call.
 */
function invoicesOnAccountWhere(db: Executor, where: SQL | undefined) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(isNotNull(invoices.dueDate), where));
}

/** The ids of {@link invoicesOnAccountWhere}. */
type InvoiceIds = ReturnType<typeof invoicesOnAccountWhere>;

/**
 * What payments settled of each invoice of `invoiceIds`, as a subquery (`invoice_id`, `paid`,
 * `vds`, `tds`, poisha): `paid` is the cash and the VAT and income tax withheld at source together
 * (decision 307), so an invoice paid partly in cash and partly withheld is settled.
 */
function paidPerInvoice(db: Executor, invoiceIds: InvoiceIds) {
  return db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      paid: sql<number>`sum(${paymentAllocations.amountPoisha} + ${paymentAllocations.vdsPoisha} + ${paymentAllocations.tdsPoisha})`
        .mapWith(Number)
        .as('paid'),
      vds: sql<number>`sum(${paymentAllocations.vdsPoisha})`.mapWith(Number).as('vds'),
      tds: sql<number>`sum(${paymentAllocations.tdsPoisha})`.mapWith(Number).as('tds'),
    })
    .from(paymentAllocations)
    .where(inArray(paymentAllocations.invoiceId, invoiceIds))
    .groupBy(paymentAllocations.invoiceId)
    .as('paid_per_invoice');
}

/**
 * What the credit and debit notes of each invoice of `invoiceIds` change of it (decision 310), as
 * a subquery (`invoice_id`, `adjusted`): debits − credits, poisha.
 */
function adjustedPerInvoice(db: Executor, invoiceIds: InvoiceIds) {
  return db
    .select({
      invoiceId: taxAdjustmentNotes.invoiceId,
      adjusted:
        sql<number>`sum(case when ${taxAdjustmentNotes.kind} = 'credit' then -${taxAdjustmentNotes.totalPoisha} else ${taxAdjustmentNotes.totalPoisha} end)`
          .mapWith(Number)
          .as('adjusted'),
    })
    .from(taxAdjustmentNotes)
    .where(inArray(taxAdjustmentNotes.invoiceId, invoiceIds))
    .groupBy(taxAdjustmentNotes.invoiceId)
    .as('adjusted_per_invoice');
}

/** {@link paidPerInvoice} and {@link adjustedPerInvoice} of the invoices on account matching `where`. */
function settlementsOf(db: Executor, where: SQL | undefined) {
  const invoiceIds = invoicesOnAccountWhere(db, where);
  return { paid: paidPerInvoice(db, invoiceIds), adjusted: adjustedPerInvoice(db, invoiceIds) };
}

type Paid = ReturnType<typeof paidPerInvoice>;
type Adjusted = ReturnType<typeof adjustedPerInvoice>;

/** What an invoice still asks: its total, plus its notes, less what was paid of it, poisha. */
function openOf(paid: Paid, adjusted: Adjusted) {
  return sql<number>`${invoices.totalPoisha} + coalesce(${adjusted.adjusted}, 0) - coalesce(${paid.paid}, 0)`;
}

/**
 * The open and overdue sums of invoices on account joined to {@link paidPerInvoice} `paid` and
 * {@link adjustedPerInvoice} `adjusted`, poisha: what their totals and notes still ask, and the
 * part of it due before `today` (the shop's day); a fully credited invoice is never overdue.
 */
function balanceSums(paid: Paid, adjusted: Adjusted, today: string) {
  const open = openOf(paid, adjusted);
  return {
    openPoisha: sql<number>`coalesce(sum(${open}), 0)`.mapWith(Number),
    overduePoisha:
      sql<number>`coalesce(sum(${open}) filter (where ${invoices.dueDate} < ${today} and ${open} > 0), 0)`.mapWith(
        Number,
      ),
  };
}

/** An invoice on account with what was paid of it, poisha. */
export interface AccountInvoiceRow {
  id: string;
  number: string;
  orderId: string;
  /** The order number as the invoice printed it (decision 300). */
  orderNumber: string;
  issuedAt: Date;
  dueDate: string;
  poNumber: string | null;
  buyerName: string;
  buyerEmail: string;
  totalPoisha: number;
  /** Debits − credits of its notes (decision 310). */
  adjustedPoisha: number;
  /** Cash and withheld parts together. */
  paidPoisha: number;
  /** The invoice's VAT; 0 on an invoice issued before the shop charged VAT. */
  vatPoisha: number;
  /** VAT and income tax withheld against it so far. */
  vdsPoisha: number;
  tdsPoisha: number;
  /** The invoice's currency and recorded rate (decision 327); `bdtPerUnit` null in BDT. */
  currency: string;
  bdtPerUnit: string | null;
}

/** The company's invoices on account, newest first, with what was paid of each. */
export async function invoicesOnAccount(
  db: Executor,
  companyId: string,
  ids?: readonly string[],
): Promise<AccountInvoiceRow[]> {
  const { paid, adjusted } = settlementsOf(
    db,
    and(eq(invoices.companyId, companyId), ids ? inArray(invoices.id, [...ids]) : undefined),
  );
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      orderId: invoices.orderId,
      orderNumber: invoices.orderNumber,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      poNumber: invoices.poNumber,
      buyerName: invoices.buyerName,
      buyerEmail: invoices.buyerEmail,
      totalPoisha: invoices.totalPoisha,
      adjustedPoisha: sql<number>`coalesce(${adjusted.adjusted}, 0)`.mapWith(Number),
      paidPoisha: sql<number>`coalesce(${paid.paid}, 0)`.mapWith(Number),
      vatPoisha: sql<number>`coalesce(${invoices.vatPoisha}, 0)`.mapWith(Number),
      vdsPoisha: sql<number>`coalesce(${paid.vds}, 0)`.mapWith(Number),
      tdsPoisha: sql<number>`coalesce(${paid.tds}, 0)`.mapWith(Number),
      currency: invoices.currency,
      bdtPerUnit: invoices.bdtPerUnit,
    })
    .from(invoices)
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .leftJoin(adjusted, eq(adjusted.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.companyId, companyId),
        isNotNull(invoices.dueDate),
        ids ? inArray(invoices.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  return rows.map((row) => ({ ...row, dueDate: row.dueDate ?? '' }));
}

/**
 * The company's open balance — what its invoices on account still ask — and the part of it due
 * before `today` (the shop's day), poisha; one statement.
 */
export async function balanceOf(
  db: Executor,
  companyId: string,
  today: string,
): Promise<{ openPoisha: number; overduePoisha: number }> {
  const { paid, adjusted } = settlementsOf(db, eq(invoices.companyId, companyId));
  const [row] = await db
    .select(balanceSums(paid, adjusted, today))
    .from(invoices)
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .leftJoin(adjusted, eq(adjusted.invoiceId, invoices.id))
    .where(and(eq(invoices.companyId, companyId), isNotNull(invoices.dueDate)));
  return { openPoisha: row?.openPoisha ?? 0, overduePoisha: row?.overduePoisha ?? 0 };
}

/** The invoices of these ids with their company (any company), for refusing others'. */
export async function companiesOfInvoices(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; companyId: string | null; dueDate: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: invoices.id, companyId: invoices.companyId, dueDate: invoices.dueDate })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]));
}

/** Inserts a bank payment and what it pays of each invoice; returns the payment. */
export async function insertBankPayment(
  tx: Transaction,
  payment: typeof bankPayments.$inferInsert,
  allocations: readonly {
    invoiceId: string;
    amountPoisha: number;
    vdsPoisha: number;
    tdsPoisha: number;
  }[],
): Promise<BankPaymentRow> {
  const row = await insertOne(tx, bankPayments, payment, 'bank payment');
  await tx
    .insert(paymentAllocations)
    .values(allocations.map((allocation) => ({ ...allocation, paymentId: row.id })));
  return row;
}

/** A recorded payment with the invoices it paid. */
export interface PaymentWithAllocations extends BankPaymentRow {
  allocations: {
    invoiceId: string;
    number: string;
    amountPoisha: number;
    vdsPoisha: number;
    tdsPoisha: number;
    /** The invoice's currency and recorded rate (decision 327). */
    currency: string;
    bdtPerUnit: string | null;
  }[];
}

/** The company's recorded payments, newest first, each with what it paid of which invoice. */
export async function paymentsOf(
  db: Executor,
  companyId: string,
): Promise<PaymentWithAllocations[]> {
  const payments = await findAll(db, bankPayments, eq(bankPayments.companyId, companyId), [
    desc(bankPayments.receivedOn),
    desc(bankPayments.recordedAt),
  ]);
  if (payments.length === 0) return [];
  const allocations = await db
    .select({
      paymentId: paymentAllocations.paymentId,
      invoiceId: paymentAllocations.invoiceId,
      number: invoices.number,
      amountPoisha: paymentAllocations.amountPoisha,
      vdsPoisha: paymentAllocations.vdsPoisha,
      tdsPoisha: paymentAllocations.tdsPoisha,
      currency: invoices.currency,
      bdtPerUnit: invoices.bdtPerUnit,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(
      inArray(
        paymentAllocations.paymentId,
        payments.map((payment) => payment.id),
      ),
    )
    .orderBy(invoices.number);
  return payments.map((payment) => ({
    ...payment,
    allocations: allocations
      .filter((allocation) => allocation.paymentId === payment.id)
      .map(({ paymentId: _, ...allocation }) => allocation),
  }));
}

/** An invoice on account not fully paid whose due date is before `today`, for its reminder. */
export interface OverdueInvoiceRow {
  id: string;
  number: string;
  orderId: string;
  companyName: string | null;
  buyerName: string;
  buyerEmail: string;
  poNumber: string | null;
  dueDate: string;
  totalPoisha: number;
  openPoisha: number;
  /** The currency of its amounts, ISO 4217 (decision 327): its company's billing currency. */
  currency: string;
}

/** Every invoice on account with something open whose due date is before `today`. */
export async function overdueInvoices(db: Executor, today: string): Promise<OverdueInvoiceRow[]> {
  const { paid, adjusted } = settlementsOf(db, lt(invoices.dueDate, today));
  const open = openOf(paid, adjusted);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      orderId: invoices.orderId,
      companyName: invoices.companyName,
      buyerName: invoices.buyerName,
      buyerEmail: invoices.buyerEmail,
      poNumber: invoices.poNumber,
      dueDate: invoices.dueDate,
      totalPoisha: invoices.totalPoisha,
      openPoisha: open.mapWith(Number),
      currency: invoices.currency,
    })
    .from(invoices)
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .leftJoin(adjusted, eq(adjusted.invoiceId, invoices.id))
    .where(and(isNotNull(invoices.dueDate), lt(invoices.dueDate, today), sql`${open} > 0`))
    .orderBy(invoices.dueDate, invoices.number);
  return rows.map((row) => ({ ...row, dueDate: row.dueDate ?? '' }));
}

/**
 * The terms and limit of the accounts of `companyIds` (a page of the Company Accounts list), and
 * their open and overdue balances: the invoices of those companies only (`invoices_company_idx`).
 */
export async function accountsAndBalances(
  db: Executor,
  today: string,
  companyIds: readonly string[],
): Promise<{
  accounts: CompanyAccountRow[];
  balances: { companyId: string; openPoisha: number; overduePoisha: number }[];
}> {
  if (companyIds.length === 0) return { accounts: [], balances: [] };
  const { paid, adjusted } = settlementsOf(db, inArray(invoices.companyId, [...companyIds]));
  const [accounts, balances] = await Promise.all([
    db
      .select()
      .from(companyAccounts)
      .where(inArray(companyAccounts.companyId, [...companyIds])),
    db
      .select({
        companyId: sql<string>`${invoices.companyId}`,
        ...balanceSums(paid, adjusted, today),
      })
      .from(invoices)
      .leftJoin(paid, eq(paid.invoiceId, invoices.id))
      .leftJoin(adjusted, eq(adjusted.invoiceId, invoices.id))
      .where(and(inArray(invoices.companyId, [...companyIds]), isNotNull(invoices.dueDate)))
      .groupBy(invoices.companyId),
  ]);
  return { accounts, balances };
}

/** A credit or debit note of an invoice on account, for the statement (decision 310). */
export interface AccountNoteRow {
  id: string;
  kind: 'credit' | 'debit';
  number: string;
  issuedAt: Date;
  invoiceId: string;
  invoiceNumber: string;
  reason: string;
  totalPoisha: number;
}

/** The notes of the company's invoices on account, newest first (`tax_adjustment_notes_company_idx`). */
export async function notesOnAccount(db: Executor, companyId: string): Promise<AccountNoteRow[]> {
  return db
    .select({
      id: taxAdjustmentNotes.id,
      kind: taxAdjustmentNotes.kind,
      number: taxAdjustmentNotes.number,
      issuedAt: taxAdjustmentNotes.issuedAt,
      invoiceId: taxAdjustmentNotes.invoiceId,
      invoiceNumber: taxAdjustmentNotes.invoiceNumber,
      reason: taxAdjustmentNotes.reason,
      totalPoisha: taxAdjustmentNotes.totalPoisha,
    })
    .from(taxAdjustmentNotes)
    .innerJoin(invoices, eq(invoices.id, taxAdjustmentNotes.invoiceId))
    .where(and(eq(taxAdjustmentNotes.companyId, companyId), isNotNull(invoices.dueDate)))
    .orderBy(desc(taxAdjustmentNotes.issuedAt), desc(taxAdjustmentNotes.number));
}
