import {
  AcceptQuoteInputSchema,
  AcceptQuoteResultSchema,
  AnswerQuoteInputSchema,
  CheckoutHeadersSchema,
  IdParamsSchema,
  QuoteListQuerySchema,
  QuoteListSchema,
  QuoteMessageInputSchema,
  QuoteSchema,
  RequestQuoteInputSchema,
} from '@partline/shared';
import type { BankTransferConfig } from '../../config/env.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptQuote } from '../../flows/accept-quote.js';
import { answerQuote } from '../../flows/answer-quote.js';
import { declineQuote, writeQuoteMessage } from '../../flows/decide-quote.js';
import { getQuotePdf } from '../../flows/get-quote-pdf.js';
import { getQuote, listMyQuotes } from '../../flows/read-quotes.js';
import { requestQuote } from '../../flows/request-quote.js';
import { ForbiddenError } from '../../errors.js';
import { declareRoutes } from '../../declare-routes.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';
import type { ShopSettings } from '../../shop-settings.js';
import { listQuotesOf } from './quotes.service.js';

const PdfSchema = pdfAnswer('The quote as a PDF file');

/**
 * Requests for quotation under `/api` (decisions 150–157): a client turns their cart into a
 * request, the shop answers with versions, both write on its thread, the client accepts the
 * latest version (one order at its prices, by card or on account) or declines it. A company
 * admin sees and acts on the company's quotes; another client's or company's quote is not found.
 */
export const quotesRoutes: FastifyPluginAsyncZod<{
  shopSettings: ShopSettings;
  /** Bank transfer's settings: accepting a quote by bank transfer (decision 314). */
  bankTransfer: BankTransferConfig;
}> = async (app, { shopSettings, bankTransfer }) => {
  const { signedIn, admin } = declareRoutes(app, {
    tags: ['quotes'],
    errors: [400, 401, 403, 404, 409],
  });

  signedIn.get(
    '/quotes',
    {
      apiKeyScope: 'orders:read',
      summary: "Your quotes (a company admin: also the company's), newest activity first",
      description: 'Admins see every quote at `GET /admin/quotes` (403 here).',
      response: { 200: QuoteListSchema },
    },
    async (c) => {
      const caller = c.caller;
      if (caller.role === 'admin')
        throw new ForbiddenError('Admins see quotes under /admin/quotes');
      return listMyQuotes(c.db, caller);
    },
  );

  signedIn.post(
    '/quotes',
    {
      apiKeyScope: 'orders:write',
      summary: 'Request a quote for every line of your cart',
      description:
        'The cart becomes a quote request (version 0, at the tier prices of the moment) and is ' +
        'emptied, in one transaction. Quantities and prices come from the cart on the server. ' +
        'Send an `Idempotency-Key` header: the same key and body again answer the first ' +
        'answer (`Idempotent-Replayed: true`), another body 422 (decision 191). ' +
        "An empty cart: 409 'Your cart is empty'; admins: 403.",
      headers: CheckoutHeadersSchema,
      body: RequestQuoteInputSchema,
      response: { 200: QuoteSchema, 201: QuoteSchema },
    },
    async (c) => {
      const { quote, replayed } = await requestQuote(
        c.db,
        c.caller,
        c.body,
        c.request.headers['idempotency-key'],
        c.actor,
      );
      return c.reply.code(replayed ? 200 : 201).send(quote);
    },
  );

  signedIn.get(
    '/quotes/:id',
    {
      apiKeyScope: 'orders:read',
      summary:
        'A quote with every version and its timeline (its buyer, an admin of its company, or ' +
        'a shop admin)',
      params: IdParamsSchema,
      response: { 200: QuoteSchema },
    },
    async (c) => getQuote(c.db, c.caller, c.params.id),
  );

  signedIn.post(
    '/quotes/:id/accept',
    {
      apiKeyScope: 'orders:write',
      summary: 'Accept the latest version of a quote: one order at its prices',
      description:
        'Places exactly one order at the quoted prices (from the stored version, never from the ' +
        'request), holding its stock; pay it as any order (`POST /create-payment-intent`), or ' +
        "send `paymentMethod: 'on_account'` with a `poNumber` to confirm it on your company's " +
        'account at once, with its invoice (no company: 403; no terms, overdue or over the ' +
        "credit limit: 409, nothing placed). A company admin may accept their company's quotes. " +
        'Accepting again, concurrently or by replay answers the same order (200). A superseded ' +
        'version, an expired or closed quote, or a line that cannot be served: 409.',
      params: IdParamsSchema,
      body: AcceptQuoteInputSchema,
      response: { 200: AcceptQuoteResultSchema, 201: AcceptQuoteResultSchema },
    },
    async (c) => {
      const { replayed, ...result } = await acceptQuote(
        c.db,
        c.caller,
        c.params.id,
        c.body,
        c.actor,
        bankTransfer,
      );
      return c.reply.code(replayed ? 200 : 201).send(result);
    },
  );

  signedIn.post(
    '/quotes/:id/decline',
    {
      apiKeyScope: 'orders:write',
      summary: 'Decline your open quote',
      params: IdParamsSchema,
      response: { 200: QuoteSchema },
    },
    async (c) => declineQuote(c.db, c.caller, c.params.id, c.actor),
  );

  signedIn.post(
    '/quotes/:id/messages',
    {
      apiKeyScope: 'orders:write',
      summary: "Write on a quote's thread (its buyer, or an admin for the shop)",
      params: IdParamsSchema,
      body: QuoteMessageInputSchema,
      response: { 201: QuoteSchema },
    },
    async (c) => writeQuoteMessage(c.db, c.caller, c.params.id, c.body, c.actor),
  );

  signedIn.get(
    '/quotes/:id/pdf',
    {
      apiKeyScope: 'orders:read',
      summary: "Download a quote's latest version as PDF (its buyer, or an admin)",
      description:
        'Lines, prices, total, validity and terms; `application/pdf` as an attachment named ' +
        '`quote-<number>-v<version>.pdf`. The same version always gives the same bytes.',
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: PdfSchema },
      errors: [401, 404],
    },
    async (c) =>
      sendPdf(c.reply, await getQuotePdf(c.db, c.caller, c.params.id, await shopSettings.seller())),
  );

  admin.get(
    '/admin/quotes',
    {
      summary: "Every client's quotes, newest activity first (admin)",
      querystring: QuoteListQuerySchema,
      response: { 200: QuoteListSchema },
    },
    async (c) => listQuotesOf(c.db, { caller: c.caller }, 'all', c.query.status),
  );

  admin.post(
    '/admin/quotes/:id/versions',
    {
      summary: 'Answer a quote: the next version (admin)',
      description:
        'A unit price (Taka) and quantity for each product of the latest version, exactly once ' +
        'each, the last valid shop day (`YYYY-MM-DD`, Dhaka) and a message. The earlier ' +
        'version is superseded; the buyer is e-mailed. Accepted or declined quotes: 409.',
      params: IdParamsSchema,
      body: AnswerQuoteInputSchema,
      response: { 201: QuoteSchema },
    },
    async (c) => answerQuote(c.db, c.caller, c.params.id, c.body, c.actor),
  );
};
