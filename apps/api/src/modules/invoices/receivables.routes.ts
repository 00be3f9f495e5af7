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
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../audit/audit-actor.js';
import { NO_STORE } from '../../cache-control.js';
import {
  getCompanyCredit,
  getCompanyStatement,
  getMyStatement,
  getMyPaymentTerms,
  getMyStatementPdf,
  listCompanyAccounts,
  postBankPayment,
  putCompanyCredit,
} from '../../flows/company-account.js';
import { COMPANY_PAGING } from '../../flows/company-of-caller.js';
import { answerPage } from '../../keyset-page.js';
import { callerOf } from '../../plugins/identity.js';
import { errorResponses } from '../../errors.js';

const PdfSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The statement of account as a PDF' });

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Payment on account under `/api` (decisions 140–145): the shop admin's terms, credit limits and
 * recorded bank payments of a company, and the statement of account its company admins read.
 */
export const receivablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/company-accounts',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Companies with their terms, credit limit and balances, a page at a time (admins)',
        description: COMPANY_PAGING,
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyAccountListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return answerPage(request, reply, await listCompanyAccounts(db(), request.query));
    },
  );

  app.get(
    '/company/payment-terms',
    {
      config: { apiKeyScope: 'orders:read' },
      preHandler: app.authenticate,
      schema: {
        tags: ['companies'],
        summary: 'Your company, your role in it and its payment terms (any member)',
        description: 'Someone in no company: 404.',
        response: { 200: MyPaymentTermsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return getMyPaymentTerms(db(), callerOf(request));
    },
  );

  app.get(
    '/admin/companies/:id/credit',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A company's payment terms and credit limit (admins)",
        params: IdParamsSchema,
        response: { 200: CompanyCreditSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return getCompanyCredit(db(), request.params.id);
    },
  );

  app.put(
    '/admin/companies/:id/credit',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Set a company's payment terms and credit limit (admins)",
        description:
          '`paymentTermsDays` 15, 30 or 60 (or `null`: card only) and `creditLimit` in Taka. ' +
          'Recorded in the audit log (`company.set_credit`) when something changed.',
        params: IdParamsSchema,
        body: CompanyCreditInputSchema,
        response: { 200: CompanyCreditSchema, ...errors },
      },
    },
    async (request) =>
      putCompanyCredit(db(), auditActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/companies/:id/payments',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Record a bank payment of a company against its invoices (admins)',
        description:
          'The amount, the day it arrived and the bank reference, and what it pays of each ' +
          'invoice (adding up to the amount). An unknown invoice answers 404; an invoice that is ' +
          "not on account, another company's, or asked to take more than it still asks 409. " +
          'Recorded in the audit log (`company.record_payment`).',
        params: IdParamsSchema,
        body: RecordPaymentInputSchema,
        response: { 201: RecordPaymentResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await postBankPayment(
        db(),
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/admin/companies/:id/statement',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A company's statement of account (admins)",
        params: IdParamsSchema,
        response: { 200: StatementSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return getCompanyStatement(db(), request.params.id);
    },
  );

  app.get(
    '/company/statement',
    {
      config: { apiKeyScope: 'invoices:read' },
      preHandler: app.authenticate,
      schema: {
        tags: ['companies'],
        summary: "Your company's statement of account (company admins)",
        description:
          'Terms, credit limit, open and overdue balance, every invoice on account with its ' +
          'status (open, partly paid, paid, overdue) and every recorded payment. A buyer: 403; ' +
          'someone in no company: 404.',
        response: { 200: StatementSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return getMyStatement(db(), callerOf(request));
    },
  );

  app.get(
    '/company/statement.pdf',
    {
      config: { apiKeyScope: 'invoices:read' },
      preHandler: app.authenticate,
      schema: {
        tags: ['companies'],
        summary: "Your company's statement of account as PDF (company admins)",
        produces: ['application/pdf'],
        response: { 200: PdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { filename, content } = await getMyStatementPdf(db(), callerOf(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-cache')
        .send(content);
    },
  );
};
