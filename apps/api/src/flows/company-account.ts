import {
  RECEIVABLES_MESSAGES,
  type CompanyAccountSummary,
  type CompanyListQuery,
  type InvoiceSeller,
  type KeysetPage,
  type CompanyCredit,
  type MyPaymentTerms,
  type PayeeBankAccount,
  type CompanyCreditInput,
  type RecordPaymentInput,
  type RecordPaymentResult,
  type Statement,
  type WithholdingCertificates,
  toTaka,
} from '@partline/shared';
import type { AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { isRowId } from '../row-id.js';
import { statementAttachment } from '../modules/invoices/statement-pdf.js';
import {
  companyAccountSummaries,
  companyCreditOf,
  recordBankPayment,
  setCompanyCredit,
  statementOf,
  withholdingCertificatesOf,
  type WithholdingCompanyRef,
} from '../modules/invoices/receivables.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { companiesPage, companyById, membershipOf } from './company-of-caller.js';
import { readerLocale } from './reader-locale.js';

const R = RECEIVABLES_MESSAGES;

/*
 * The shop admin's and the company admin's side of payment on account (decisions 140–145): the
 * routes have checked the shop admin; the company admin is checked here, from the caller's
 * membership, never from the request.
 */

async function companyOf(db: Database, companyId: string): Promise<WithholdingCompanyRef> {
  // Anything but a UUID names no company (404, never a database error).
  const company = isRowId(companyId) ? await companyById(db, companyId) : undefined;
  if (!company) throw new NotFoundError(R.companyNotFound);
  return company;
}

/** `GET /admin/companies/{id}/credit`: the company's terms and credit limit (shop admins). */
export async function getCompanyCredit(db: Database, companyId: string): Promise<CompanyCredit> {
  return companyCreditOf(db, await companyOf(db, companyId));
}

/** `PUT /admin/companies/{id}/credit`: sets terms and credit limit, audited (shop admins). */
export async function putCompanyCredit(
  db: Database,
  actor: AuditActor,
  companyId: string,
  input: CompanyCreditInput,
): Promise<CompanyCredit> {
  return setCompanyCredit(db, actor, await companyOf(db, companyId), input);
}

/** `POST /admin/companies/{id}/payments`: records a bank payment, audited (shop admins). */
export async function postBankPayment(
  db: Database,
  actor: AuditActor,
  companyId: string,
  input: RecordPaymentInput,
): Promise<RecordPaymentResult> {
  const { paymentId, openPoisha } = await recordBankPayment(
    db,
    actor,
    await companyOf(db, companyId),
    input,
  );
  return { insertedId: paymentId, openBalance: toTaka(openPoisha) };
}

/**
 * `GET /admin/companies/{id}/statement`: any company's statement (shop admins), naming `payTo`,
 * the shop's bank accounts.
 */
export async function getCompanyStatement(
  db: Database,
  companyId: string,
  payTo: readonly PayeeBankAccount[],
): Promise<Statement> {
  return statementOf(db, await companyOf(db, companyId), payTo);
}

/**
 * `GET /company/statement`: the statement of the caller's own company — its admins only (decision
 * 145). A buyer is refused (403: they see their own orders in My Orders), someone in no company
 * gets 404.
 */
export async function getMyStatement(
  db: Database,
  caller: RequestUser,
  payTo: readonly PayeeBankAccount[],
): Promise<Statement> {
  const membership = await membershipOf(db, caller);
  if (!membership) throw new NotFoundError(R.notMember);
  if (membership.role !== 'admin') throw new ForbiddenError(R.adminsOnly);
  return statementOf(db, await companyOf(db, membership.companyId), payTo);
}

/**
 * `GET /company/withholding-certificates` (decision 307): the certificates of VAT and income tax
 * withheld that the shop recorded for the caller's company, and the invoices still awaiting one —
 * its company admins only, as the statement (a buyer: 403; someone in no company: 404).
 */
export async function getMyWithholdingCertificates(
  db: Database,
  caller: RequestUser,
): Promise<WithholdingCertificates> {
  const membership = await membershipOf(db, caller);
  if (!membership) throw new NotFoundError(R.notMember);
  if (membership.role !== 'admin') throw new ForbiddenError(R.adminsOnly);
  return withholdingCertificatesOf(db, await companyOf(db, membership.companyId));
}

/**
 * `GET /company/statement.pdf`: {@link getMyStatement} as a PDF statement of account, headed by
 * `seller` (the shop settings' seller), in the caller's language (decision 328).
 */
export async function getMyStatementPdf(
  db: Database,
  caller: RequestUser,
  payTo: readonly PayeeBankAccount[],
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'bin'>,
): Promise<{ filename: string; content: Buffer }> {
  const statement = await getMyStatement(db, caller, payTo);
  return statementAttachment(statement, seller, await readerLocale(db, caller));
}

/**
 * `GET /admin/company-accounts` (shop admins; decision 247): a page of companies by name — those
 * whose name contains `q` when given — with their terms, limit and balances.
 * @throws ValidationError 400 for a bad cursor.
 */
export async function listCompanyAccounts(
  db: Database,
  query: CompanyListQuery,
): Promise<KeysetPage<CompanyAccountSummary>> {
  const page = await companiesPage(db, query);
  return { items: await companyAccountSummaries(db, page.items), nextCursor: page.nextCursor };
}

/**
 * `GET /company/payment-terms`: the caller's company, role and payment terms, so that checkout
 * offers "Pay on account" (any member; someone in no company: 404).
 */
export async function getMyPaymentTerms(
  db: Database,
  caller: RequestUser,
): Promise<MyPaymentTerms> {
  const membership = await membershipOf(db, caller);
  if (!membership) throw new NotFoundError(R.notMember);
  const credit = await companyCreditOf(db, await companyOf(db, membership.companyId));
  return {
    companyId: membership.companyId,
    companyName: membership.companyName,
    role: membership.role,
    paymentTermsDays: credit.paymentTermsDays,
  };
}
