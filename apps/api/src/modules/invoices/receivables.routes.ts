import {
  CompanyAccountListSchema,
  CompanyCreditInputSchema,
  CompanyCreditSchema,
  CompanyListQuerySchema,
  IdParamsSchema,
  MyPaymentTermsSchema,
  RecordPaymentInputSchema,
  RecordPaymentResultSchema,
  StatementSchema,
  WithholdingCertificatesSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../cache-control.js';
import {
  getCompanyCredit,
  getCompanyStatement,
  getMyStatement,
  getMyPaymentTerms,
  getMyStatementPdf,
  getMyWithholdingCertificates,
  listCompanyAccounts,
  postBankPayment,
  putCompanyCredit,
} from '../../flows/company-account.js';
import { COMPANY_PAGING } from '../../flows/company-of-caller.js';
import { answerPage } from '../../keyset-page.js';
import { declareRoutes } from '../../declare-routes.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';
import type { ShopSettings } from '../../shop-settings.js';

const PdfSchema = pdfAnswer('The statement of account as a PDF');

/**
 * Payment on account under `/api` (decisions 140–145): the shop admin's terms, credit limits and
 * recorded bank payments of a company, and the statement of account its company admins read.
 */
export const receivablesRoutes: FastifyPluginAsyncZod<{ shopSettings: ShopSettings }> = async (
  app,
  { shopSettings },
) => {
  const payTo = () => shopSettings.payeeBankAccounts();
  const { signedIn, admin } = declareRoutes(app, {
    tags: ['companies'],
    adminTags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  admin.get(
    '/admin/company-accounts',
    {
      cacheControl: NO_STORE,
      summary: 'Companies with their terms, credit limit and balances, a page at a time (admins)',
      description: COMPANY_PAGING,
      querystring: CompanyListQuerySchema,
      response: { 200: CompanyAccountListSchema },
    },
    async (c) => answerPage(c.request, c.reply, await listCompanyAccounts(c.db, c.query)),
  );

  signedIn.get(
    '/company/payment-terms',
    {
      cacheControl: NO_STORE,
      apiKeyScope: 'orders:read',
      summary: 'Your company, your role in it and its payment terms (any member)',
      description: 'Someone in no company: 404.',
      response: { 200: MyPaymentTermsSchema },
    },
    async (c) => getMyPaymentTerms(c.db, c.caller),
  );

  admin.get(
    '/admin/companies/:id/credit',
    {
      cacheControl: NO_STORE,
      summary: "A company's payment terms and credit limit (admins)",
      params: IdParamsSchema,
      response: { 200: CompanyCreditSchema },
    },
    async (c) => getCompanyCredit(c.db, c.params.id),
  );

  admin.put(
    '/admin/companies/:id/credit',
    {
      summary: "Set a company's payment terms and credit limit (admins)",
      description:
        '`paymentTermsDays` 15, 30 or 60 (or `null`: card only) and `creditLimit` in Taka. ' +
        'Recorded in the audit log (`company.set_credit`) when something changed.',
      params: IdParamsSchema,
      body: CompanyCreditInputSchema,
      response: { 200: CompanyCreditSchema },
    },
    async (c) => putCompanyCredit(c.db, c.actor, c.params.id, c.body),
  );

  admin.post(
    '/admin/companies/:id/payments',
    {
      summary: 'Record a bank payment of a company against its invoices (admins)',
      description:
        'The amount received (0 when only a certificate arrived), the day it arrived and the ' +
        'bank reference; the VAT deducted at source (`vatWithheld`) with its Mushak-6.6 ' +
        'certificate number and date, and the income tax deducted (`incomeTaxWithheld`) with its ' +
        'certificate number and date; and what it settles of each invoice, part by part (each ' +
        "part adding up to the payment's). An unknown invoice answers 404; an invoice that is " +
        "not on account, another company's, or asked to take more than it still asks, VAT " +
        'withheld beyond the VAT of an invoice not yet withheld, VAT withheld by a company that ' +
        'is not a VAT withholding entity or income tax by one that is not a deductor: 409. ' +
        'Recorded in the audit log (`company.record_payment`).',
      params: IdParamsSchema,
      body: RecordPaymentInputSchema,
      response: { 201: RecordPaymentResultSchema },
    },
    async (c) => postBankPayment(c.db, c.actor, c.params.id, c.body),
  );

  admin.get(
    '/admin/companies/:id/statement',
    {
      cacheControl: NO_STORE,
      summary: "A company's statement of account (admins)",
      params: IdParamsSchema,
      response: { 200: StatementSchema },
    },
    async (c) => getCompanyStatement(c.db, c.params.id, await payTo()),
  );

  signedIn.get(
    '/company/statement',
    {
      cacheControl: NO_STORE,
      apiKeyScope: 'invoices:read',
      summary: "Your company's statement of account (company admins)",
      description:
        'Terms, credit limit, open and overdue balance, every invoice on account with its ' +
        'status (open, partly paid, paid, overdue) and every recorded payment. A buyer: 403; ' +
        'someone in no company: 404.',
      response: { 200: StatementSchema },
    },
    async (c) => getMyStatement(c.db, c.caller, await payTo()),
  );

  signedIn.get(
    '/company/withholding-certificates',
    {
      cacheControl: NO_STORE,
      apiKeyScope: 'invoices:read',
      summary: 'Withholding certificates recorded for your company (company admins)',
      description:
        'Every certificate of VAT (Mushak-6.6) and income tax deducted at source the shop ' +
        'recorded with a payment, with the invoices it settled; and `awaiting`: the invoices ' +
        'that still await one — for a VAT withholding entity, invoices with VAT against which a ' +
        'payment was recorded but no VAT deducted; for an income-tax deductor, invoices against ' +
        'which a payment was recorded but no income tax deducted. A buyer: 403; someone in no ' +
        'company: 404.',
      response: { 200: WithholdingCertificatesSchema },
    },
    async (c) => getMyWithholdingCertificates(c.db, c.caller),
  );

  signedIn.get(
    '/company/statement.pdf',
    {
      apiKeyScope: 'invoices:read',
      summary: "Your company's statement of account as PDF (company admins)",
      produces: ['application/pdf'],
      response: { 200: PdfSchema },
    },
    async (c) =>
      sendPdf(
        c.reply,
        await getMyStatementPdf(c.db, c.caller, await payTo(), await shopSettings.seller()),
      ),
  );
};
