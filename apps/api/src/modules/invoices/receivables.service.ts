import {
  formatTaka,
  invoiceStatusOf,
  RECEIVABLES_MESSAGES,
  shopDay,
  toPoisha,
  toTaka,
  type CompanyAccountSummary,
  type CompanyCredit,
  type CompanyCreditInput,
  type PayeeBankAccount,
  type RecordPaymentInput,
  type Statement,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database, Transaction } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import {
  accountsAndBalances,
  balanceOf,
  companiesOfInvoices,
  findCompanyAccount,
  insertBankPayment,
  invoicesOnAccount,
  lockCompanyAccount,
  notesOnAccount,
  overdueInvoices,
  paymentsOf,
  saveCompanyAccount,
  type OverdueInvoiceRow,
} from './receivables.repository.js';

const R = RECEIVABLES_MESSAGES;

/** A company as the receivables rules need it (the companies module's row, reduced). */
export interface CompanyRef {
  id: string;
  name: string;
}

/**
 * Checks, inside the transaction that places or confirms an order on account, that the company may
 * take `totalPoisha` more on account (decision 142): it locks the company's account row (so two
 * orders on account of one company are checked one after the other, each seeing the other's
 * invoice), then refuses when the company has no terms, has an overdue invoice, or would go above
 * its credit limit. Answers the terms the invoice is issued on.
 * @throws ConflictError 'no terms', 'overdue invoices' or 'above your available credit'.
 */
export async function reserveCredit(
  tx: Transaction,
  company: CompanyRef,
  totalPoisha: number,
  today: string = shopDay(),
): Promise<{ companyId: string; companyName: string; paymentTermsDays: number }> {
  const account = await lockCompanyAccount(tx, company.id);
  if (!account || account.paymentTermsDays === null) throw new ConflictError(R.noTerms);
  const { openPoisha, overduePoisha } = await balanceOf(tx, company.id, today);
  if (overduePoisha > 0) throw new ConflictError(R.overdue);
  const available = account.creditLimitPoisha - openPoisha;
  if (totalPoisha > available) {
    throw new ConflictError(R.overCredit(formatTaka(toTaka(Math.max(0, available)))));
  }
  return {
    companyId: company.id,
    companyName: company.name,
    paymentTermsDays: account.paymentTermsDays,
  };
}

/** The company's terms and credit limit (no account yet: no terms, limit 0). */
export async function companyCreditOf(db: Database, companyId: string): Promise<CompanyCredit> {
  const account = await findCompanyAccount(db, companyId);
  return {
    companyId,
    paymentTermsDays: account?.paymentTermsDays ?? null,
    creditLimit: toTaka(account?.creditLimitPoisha ?? 0),
  };
}

/**
 * `PUT /admin/companies/{id}/credit`: sets the company's payment terms and credit limit, with its
 * audit entry (`company.set_credit`, before and after) in the same transaction; nothing changed,
 * nothing recorded. Lowering the limit below the open balance is allowed: new orders on account
 * are refused until payments bring the balance under it.
 */
export async function setCompanyCredit(
  db: Database,
  actor: AuditActor,
  company: CompanyRef,
  input: CompanyCreditInput,
): Promise<CompanyCredit> {
  const creditLimitPoisha = toPoisha(input.creditLimit);
  return db.transaction(async (tx) => {
    const before = await lockCompanyAccount(tx, company.id);
    const beforeValues = {
      paymentTermsDays: before?.paymentTermsDays ?? null,
      creditLimit: toTaka(before?.creditLimitPoisha ?? 0),
    };
    const after = await saveCompanyAccount(tx, company.id, {
      paymentTermsDays: input.paymentTermsDays,
      creditLimitPoisha,
    });
    const afterValues = {
      paymentTermsDays: after.paymentTermsDays,
      creditLimit: toTaka(after.creditLimitPoisha),
    };
    if (
      beforeValues.paymentTermsDays !== afterValues.paymentTermsDays ||
      beforeValues.creditLimit !== afterValues.creditLimit
    ) {
      await recordAudit(tx, actor, {
        action: 'company.set_credit',
        targetType: 'company',
        targetId: company.id,
        targetLabel: company.name,
        before: beforeValues,
        after: afterValues,
      });
    }
    return { companyId: company.id, ...afterValues };
  });
}

/**
 * `POST /admin/companies/{id}/payments` (decision 143): records a bank payment of the company
 * against its invoices on account, in one transaction behind the company's account lock: every
 * invoice must exist (404), be on account (409) and be the company's (409), and no invoice may be
 * paid more than it still asks (409); then the payment, what it pays of each invoice and the audit
 * entry (`company.record_payment`, the open balance before and after) are written together.
 */
export async function recordBankPayment(
  db: Database,
  actor: AuditActor,
  company: CompanyRef,
  input: RecordPaymentInput,
): Promise<{ paymentId: string; openPoisha: number }> {
  const ids = input.allocations.map((allocation) => allocation.invoiceId);
  return db.transaction(async (tx) => {
    await lockCompanyAccount(tx, company.id);
    const known = await companiesOfInvoices(tx, ids);
    for (const id of ids) {
      const invoice = known.find((row) => row.id === id);
      if (!invoice) throw new NotFoundError(R.invoiceNotFound);
      if (!invoice.dueDate) throw new ConflictError(R.notOnAccount);
      if (invoice.companyId !== company.id) throw new ConflictError(R.otherCompany);
    }
    const today = shopDay();
    const before = await balanceOf(tx, company.id, today);
    const open = await invoicesOnAccount(tx, company.id, ids);
    const allocations = input.allocations.map((allocation) => {
      const invoice = open.find((row) => row.id === allocation.invoiceId);
      const amountPoisha = toPoisha(allocation.amount);
      const openPoisha = invoice
        ? invoice.totalPoisha + invoice.adjustedPoisha - invoice.paidPoisha
        : 0;
      if (!invoice || amountPoisha > openPoisha) {
        throw new ConflictError(
          R.overBalance(invoice?.number ?? allocation.invoiceId, formatTaka(toTaka(openPoisha))),
        );
      }
      return { invoiceId: allocation.invoiceId, amountPoisha, number: invoice.number };
    });
    const payment = await insertBankPayment(
      tx,
      {
        companyId: company.id,
        amountPoisha: toPoisha(input.amount),
        receivedOn: input.receivedOn,
        reference: input.reference,
        recordedById: actor.id,
      },
      allocations.map(({ invoiceId, amountPoisha }) => ({ invoiceId, amountPoisha })),
    );
    const openPoisha = before.openPoisha - toPoisha(input.amount);
    await recordAudit(tx, actor, {
      action: 'company.record_payment',
      targetType: 'company',
      targetId: company.id,
      targetLabel: company.name,
      before: { openBalance: toTaka(before.openPoisha) },
      after: {
        openBalance: toTaka(openPoisha),
        amount: input.amount,
        receivedOn: input.receivedOn,
        reference: input.reference,
        invoices: allocations.map((a) => ({ number: a.number, amount: toTaka(a.amountPoisha) })),
      },
    });
    return { paymentId: payment.id, openPoisha };
  });
}

/**
 * The company's statement of account on the shop's day `today`: terms, credit limit, open and
 * overdue balance, credit left, every invoice on account with its status, the credit and debit
 * notes that change them (decision 310), every payment, and the
 * shop's bank accounts to pay into (`payTo`, from the shop's settings).
 */
export async function statementOf(
  db: Database,
  company: CompanyRef,
  payTo: readonly PayeeBankAccount[],
  today: string = shopDay(),
): Promise<Statement> {
  const [account, invoices, payments, notes] = await Promise.all([
    findCompanyAccount(db, company.id),
    invoicesOnAccount(db, company.id),
    paymentsOf(db, company.id),
    notesOnAccount(db, company.id),
  ]);
  let openPoisha = 0;
  let overduePoisha = 0;
  const rows = invoices.map((invoice) => {
    const open = invoice.totalPoisha + invoice.adjustedPoisha - invoice.paidPoisha;
    const status = invoiceStatusOf(invoice, today);
    openPoisha += open;
    if (status === 'overdue') overduePoisha += open;
    return {
      _id: invoice.id,
      number: invoice.number,
      orderId: invoice.orderId,
      orderNumber: invoice.orderNumber,
      issuedAt: invoice.issuedAt.toISOString(),
      dueDate: invoice.dueDate,
      poNumber: invoice.poNumber,
      buyerName: invoice.buyerName,
      buyerEmail: invoice.buyerEmail,
      total: toTaka(invoice.totalPoisha),
      adjusted: toTaka(invoice.adjustedPoisha),
      paid: toTaka(invoice.paidPoisha),
      open: toTaka(open),
      status,
    };
  });
  const limitPoisha = account?.creditLimitPoisha ?? 0;
  return {
    companyId: company.id,
    companyName: company.name,
    asOf: today,
    paymentTermsDays: account?.paymentTermsDays ?? null,
    creditLimit: toTaka(limitPoisha),
    openBalance: toTaka(openPoisha),
    overdueBalance: toTaka(overduePoisha),
    availableCredit: toTaka(Math.max(0, limitPoisha - openPoisha)),
    invoices: rows,
    notes: notes.map((note) => ({
      _id: note.id,
      kind: note.kind,
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      invoiceId: note.invoiceId,
      invoiceNumber: note.invoiceNumber,
      reason: note.reason,
      amount: toTaka(note.kind === 'credit' ? -note.totalPoisha : note.totalPoisha),
    })),
    payments: payments.map((payment) => ({
      _id: payment.id,
      amount: toTaka(payment.amountPoisha),
      receivedOn: payment.receivedOn,
      reference: payment.reference,
      recordedAt: payment.recordedAt.toISOString(),
      invoices: payment.allocations.map((a) => ({
        invoiceId: a.invoiceId,
        number: a.number,
        amount: toTaka(a.amountPoisha),
      })),
    })),
    payTo: [...payTo],
  };
}

/** Every invoice on account with something open past its due date on the shop's day `today`. */
export function overdueInvoicesOf(db: Database, today: string): Promise<OverdueInvoiceRow[]> {
  return overdueInvoices(db, today);
}

/** Rows of the Company Accounts list: each company's terms, credit limit, open and overdue balance. */
export async function companyAccountSummaries(
  db: Database,
  companies: readonly CompanyRef[],
  today: string = shopDay(),
): Promise<CompanyAccountSummary[]> {
  const ids = companies.map((company) => company.id);
  const { accounts, balances } = await accountsAndBalances(db, today, ids);
  return companies.map((company) => {
    const account = accounts.find((row) => row.companyId === company.id);
    const balance = balances.find((row) => row.companyId === company.id);
    return {
      companyId: company.id,
      companyName: company.name,
      paymentTermsDays: account?.paymentTermsDays ?? null,
      creditLimit: toTaka(account?.creditLimitPoisha ?? 0),
      openBalance: toTaka(balance?.openPoisha ?? 0),
      overdueBalance: toTaka(balance?.overduePoisha ?? 0),
    };
  });
}
