import {
  BASE_CURRENCY,
  formatMoney,
  formatTaka,
  invoiceStatusOf,
  RECEIVABLES_MESSAGES,
  shopDay,
  toPoisha,
  toTaka,
  documentPoisha,
  type CompanyAccountSummary,
  type CurrencyCode,
  type CompanyCredit,
  type CompanyCreditInput,
  type PayeeBankAccount,
  type RecordPaymentInput,
  type Statement,
  type WithholdingCertificates,
  WITHHOLDING_MESSAGES,
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
  type AccountInvoiceRow,
  type OverdueInvoiceRow,
  type PaymentWithAllocations,
} from './receivables.repository.js';

const R = RECEIVABLES_MESSAGES;
const W = WITHHOLDING_MESSAGES;

/** A company as the receivables rules need it (the companies module's row, reduced). */
export interface CompanyRef {
  id: string;
  name: string;
}

/**
 * A company with the currency it is billed in (decision 327): its credit limit, invoices,
 * payments and balances are all amounts of it — it cannot change once the company has documents,
 * so its sums never mix currencies.
 */
export interface AccountCompanyRef extends CompanyRef {
  currency: CurrencyCode;
}

/** A company with its withholding flags (decision 307), set by the shop admin. */
export interface WithholdingCompanyRef extends AccountCompanyRef {
  vatWithholding: boolean;
  incomeTaxDeductor: boolean;
}

/**
 * Checks, inside the transaction that places or confirms an order on account, that the company may
 * take `totalPoisha` more on account (decision 142): it locks the company's account row (so two
 * orders on account of one company are checked one after the other, each seeing the other's
 * invoice), then refuses when the company has no terms, has an overdue invoice, or would go above
 * its credit limit — `totalPoisha`, the limit and the balance all minor units of `currency`, the
 * order's and so its company's (decision 327). Answers the terms the invoice is issued on.
 * @throws ConflictError 'no terms', 'overdue invoices' or 'above your available credit'.
 */
export async function reserveCredit(
  tx: Transaction,
  company: CompanyRef,
  totalPoisha: number,
  currency: CurrencyCode = BASE_CURRENCY,
  today: string = shopDay(),
): Promise<{ companyId: string; companyName: string; paymentTermsDays: number }> {
  const account = await lockCompanyAccount(tx, company.id);
  if (!account || account.paymentTermsDays === null) throw new ConflictError(R.noTerms);
  const { openPoisha, overduePoisha } = await balanceOf(tx, company.id, today);
  if (overduePoisha > 0) throw new ConflictError(R.overdue);
  const available = account.creditLimitPoisha - openPoisha;
  if (totalPoisha > available) {
    // The limit, the balance and the order are amounts of the order's (its company's) currency.
    throw new ConflictError(R.overCredit(formatMoney(Math.max(0, available), currency)));
  }
  return {
    companyId: company.id,
    companyName: company.name,
    paymentTermsDays: account.paymentTermsDays,
  };
}

/** The company's terms and credit limit in its currency (no account yet: no terms, limit 0). */
export async function companyCreditOf(
  db: Database,
  company: Pick<AccountCompanyRef, 'id' | 'currency'>,
): Promise<CompanyCredit> {
  const account = await findCompanyAccount(db, company.id);
  return {
    companyId: company.id,
    paymentTermsDays: account?.paymentTermsDays ?? null,
    creditLimit: toTaka(account?.creditLimitPoisha ?? 0),
    currency: company.currency,
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
  company: AccountCompanyRef,
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
    return {
      companyId: company.id,
      ...afterValues,
      currency: company.currency,
    };
  });
}

/**
 * `POST /admin/companies/{id}/payments` (decisions 143, 307): records a payment of the company
 * against its invoices on account — the cash received and the VAT and income tax it withheld at
 * source with their certificates — in one transaction behind the company's account lock: every
 * invoice must exist (404), be on account (409) and be the company's (409); VAT withheld only from
 * a VAT withholding entity and income tax only from a deductor (409, VAT and SD Act 2012 s. 49,
 * Income Tax Act 2023 s. 89); no invoice may be settled beyond what it still asks, nor have more
 * VAT withheld than its VAT not yet withheld (409). Then the payment, what it settles of each
 * invoice part by part and the audit entry (`company.record_payment`, the open balance before and
 * after) are written together. Withheld parts reduce the open balance like cash.
 */
export async function recordBankPayment(
  db: Database,
  actor: AuditActor,
  company: WithholdingCompanyRef,
  input: RecordPaymentInput,
): Promise<{ paymentId: string; openPoisha: number }> {
  if (input.vatWithheld > 0 && !company.vatWithholding) {
    throw new ConflictError(W.notWithholdingEntity);
  }
  if (input.incomeTaxWithheld > 0 && !company.incomeTaxDeductor) {
    throw new ConflictError(W.notDeductor);
  }
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
      const vdsPoisha = toPoisha(allocation.vatWithheld);
      const tdsPoisha = toPoisha(allocation.incomeTaxWithheld);
      const openPoisha = invoice
        ? invoice.totalPoisha + invoice.adjustedPoisha - invoice.paidPoisha
        : 0;
      if (!invoice || amountPoisha + vdsPoisha + tdsPoisha > openPoisha) {
        throw new ConflictError(
          R.overBalance(invoice?.number ?? allocation.invoiceId, formatTaka(toTaka(openPoisha))),
        );
      }
      const vatLeft = invoice.vatPoisha - invoice.vdsPoisha;
      if (vdsPoisha > vatLeft) {
        throw new ConflictError(
          W.overVat(invoice.number, formatTaka(toTaka(Math.max(0, vatLeft)))),
        );
      }
      return {
        invoiceId: allocation.invoiceId,
        amountPoisha,
        vdsPoisha,
        tdsPoisha,
        number: invoice.number,
      };
    });
    const vdsPoisha = toPoisha(input.vatWithheld);
    const tdsPoisha = toPoisha(input.incomeTaxWithheld);
    const payment = await insertBankPayment(
      tx,
      {
        companyId: company.id,
        amountPoisha: toPoisha(input.amount),
        receivedOn: input.receivedOn,
        reference: input.reference,
        vdsPoisha,
        vdsCertificateNumber: vdsPoisha > 0 ? input.vdsCertificateNumber : null,
        vdsCertificateDate: vdsPoisha > 0 ? input.vdsCertificateDate : null,
        tdsPoisha,
        tdsCertificateNumber: tdsPoisha > 0 ? input.tdsCertificateNumber : null,
        tdsCertificateDate: tdsPoisha > 0 ? input.tdsCertificateDate : null,
        recordedById: actor.id,
        // In the company's billing currency, as its invoices (decision 327).
        currency: company.currency,
      },
      allocations.map(({ number: _, ...allocation }) => allocation),
    );
    const openPoisha = before.openPoisha - toPoisha(input.amount) - vdsPoisha - tdsPoisha;
    await recordAudit(tx, actor, {
      action: 'company.record_payment',
      targetType: 'company',
      targetId: company.id,
      targetLabel: company.name,
      // Amounts of the company's currency, as its invoices' (decision 327).
      before: { openBalance: toTaka(before.openPoisha), currency: company.currency },
      after: {
        openBalance: toTaka(openPoisha),
        currency: company.currency,
        amount: input.amount,
        receivedOn: input.receivedOn,
        reference: input.reference,
        ...(vdsPoisha > 0 && {
          vatWithheld: input.vatWithheld,
          vdsCertificate: { number: input.vdsCertificateNumber, date: input.vdsCertificateDate },
        }),
        ...(tdsPoisha > 0 && {
          incomeTaxWithheld: input.incomeTaxWithheld,
          tdsCertificate: { number: input.tdsCertificateNumber, date: input.tdsCertificateDate },
        }),
        invoices: allocations.map((a) => ({
          number: a.number,
          amount: toTaka(a.amountPoisha),
          ...(a.vdsPoisha > 0 && { vatWithheld: toTaka(a.vdsPoisha) }),
          ...(a.tdsPoisha > 0 && { incomeTaxWithheld: toTaka(a.tdsPoisha) }),
        })),
      },
    });
    return { paymentId: payment.id, openPoisha };
  });
}

/** A recorded payment as the statement shows it (Taka). */
function toRecordedPayment(payment: PaymentWithAllocations): Statement['payments'][number] {
  return {
    _id: payment.id,
    amount: toTaka(payment.amountPoisha),
    vatWithheld: toTaka(payment.vdsPoisha),
    vdsCertificate:
      payment.vdsCertificateNumber && payment.vdsCertificateDate
        ? { number: payment.vdsCertificateNumber, date: payment.vdsCertificateDate }
        : null,
    incomeTaxWithheld: toTaka(payment.tdsPoisha),
    tdsCertificate:
      payment.tdsCertificateNumber && payment.tdsCertificateDate
        ? { number: payment.tdsCertificateNumber, date: payment.tdsCertificateDate }
        : null,
    receivedOn: payment.receivedOn,
    reference: payment.reference,
    recordedAt: payment.recordedAt.toISOString(),
    invoices: payment.allocations.map((a) => ({
      invoiceId: a.invoiceId,
      number: a.number,
      amount: toTaka(a.amountPoisha),
      vatWithheld: toTaka(a.vdsPoisha),
      incomeTaxWithheld: toTaka(a.tdsPoisha),
    })),
  };
}

/**
 * Whether an invoice still awaits a certificate of `kind` (decision 307): a payment has been
 * recorded against it, nothing of that kind was withheld from it, and — for VAT — it carries VAT.
 * The company's flag is checked by the caller.
 */
function awaitsCertificate(invoice: AccountInvoiceRow, kind: 'vds' | 'tds'): boolean {
  if (invoice.paidPoisha <= 0) return false;
  return kind === 'vds'
    ? invoice.vatPoisha > 0 && invoice.vdsPoisha === 0
    : invoice.tdsPoisha === 0;
}

/**
 * `GET /company/withholding-certificates` (decision 307): every VAT (Mushak-6.6) and income-tax
 * certificate the shop recorded for the company, newest payment first, with the invoices each
 * settled; and the invoices still awaiting one ({@link awaitsCertificate}: VAT for a withholding
 * entity, income tax for a deductor), newest first. Money in the company's currency (what the
 * payments settled), each amount with its Taka value at its invoice's recorded rate — a Mushak-6.6
 * certificate states Taka (decision 327).
 */
export async function withholdingCertificatesOf(
  db: Database,
  company: WithholdingCompanyRef,
): Promise<WithholdingCertificates> {
  const [invoices, payments] = await Promise.all([
    invoicesOnAccount(db, company.id),
    paymentsOf(db, company.id),
  ]);
  const certificates: WithholdingCertificates['certificates'] = [];
  for (const payment of payments) {
    for (const [kind, amount, number, date, part] of [
      [
        'vds',
        payment.vdsPoisha,
        payment.vdsCertificateNumber,
        payment.vdsCertificateDate,
        'vdsPoisha',
      ],
      [
        'tds',
        payment.tdsPoisha,
        payment.tdsCertificateNumber,
        payment.tdsCertificateDate,
        'tdsPoisha',
      ],
    ] as const) {
      if (amount <= 0 || !number || !date) continue;
      const settled = payment.allocations
        .filter((a) => a[part] > 0)
        .map((a) => ({ ...a, poisha: documentPoisha(a.currency, a[part], a.bdtPerUnit) }));
      certificates.push({
        kind,
        number,
        date,
        amount: toTaka(amount),
        // Each invoice's part at its own rate, the certificate's Taka their sum (decision 327).
        amountBdt: toTaka(settled.reduce((sum, a) => sum + a.poisha, 0)),
        paymentId: payment.id,
        recordedAt: payment.recordedAt.toISOString(),
        invoices: settled.map((a) => ({
          invoiceId: a.invoiceId,
          number: a.number,
          amount: toTaka(a[part]),
          amountBdt: toTaka(a.poisha),
        })),
      });
    }
  }
  const kinds = [
    ...(company.vatWithholding ? (['vds'] as const) : []),
    ...(company.incomeTaxDeductor ? (['tds'] as const) : []),
  ];
  const awaiting = kinds.flatMap((kind) =>
    invoices
      .filter((invoice) => awaitsCertificate(invoice, kind))
      .map((invoice) => ({
        kind,
        invoiceId: invoice.id,
        number: invoice.number,
        issuedAt: invoice.issuedAt.toISOString(),
        total: toTaka(invoice.totalPoisha),
        vat: toTaka(invoice.vatPoisha),
        vatBdt: toTaka(documentPoisha(invoice.currency, invoice.vatPoisha, invoice.bdtPerUnit)),
      })),
  );
  return {
    currency: company.currency,
    vatWithholding: company.vatWithholding,
    incomeTaxDeductor: company.incomeTaxDeductor,
    certificates,
    awaiting,
  };
}

/**
 * The company's statement of account on the shop's day `today`: terms, credit limit, open and
 * overdue balance, credit left, every invoice on account with its status, the credit and debit
 * notes that change them (decision 310), every payment, and the
 * shop's bank accounts to pay into (`payTo`, from the shop's settings).
 */
export async function statementOf(
  db: Database,
  company: WithholdingCompanyRef,
  payTo: readonly PayeeBankAccount[],
  today: string = shopDay(),
): Promise<Statement> {
  const currency = company.currency;
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
      vatWithheld: toTaka(invoice.vdsPoisha),
      incomeTaxWithheld: toTaka(invoice.tdsPoisha),
      open: toTaka(open),
      status,
    };
  });
  const limitPoisha = account?.creditLimitPoisha ?? 0;
  return {
    companyId: company.id,
    companyName: company.name,
    vatWithholding: company.vatWithholding,
    incomeTaxDeductor: company.incomeTaxDeductor,
    asOf: today,
    paymentTermsDays: account?.paymentTermsDays ?? null,
    creditLimit: toTaka(limitPoisha),
    currency,
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
    payments: payments.map(toRecordedPayment),
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
  companies: readonly AccountCompanyRef[],
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
      currency: company.currency,
      openBalance: toTaka(balance?.openPoisha ?? 0),
      overdueBalance: toTaka(balance?.overduePoisha ?? 0),
    };
  });
}
