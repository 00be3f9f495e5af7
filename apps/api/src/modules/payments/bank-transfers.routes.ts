import {
  BankTransfersSchema,
  IdParamsSchema,
  OrderSchema,
  RecordBankTransferInputSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BankTransferConfig } from '../../config/env.js';
import { declareRoutes } from '../../declare-routes.js';
import {
  getBankTransfers,
  recordBankTransfer,
  switchToBankTransfer,
} from '../../flows/bank-transfer.js';
import { getCartProforma, getOrderProforma, getQuoteProforma } from '../../flows/proforma.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';

const ProformaPdfSchema = pdfAnswer('The proforma invoice as a PDF file');

const PROFORMA =
  'A proforma invoice (decision 314), not a tax invoice: the seller, the buyer, the lines with ' +
  'VAT and SD as the tax invoice will show them, the total in figures and words, the validity, ' +
  "the payment reference and the shop's bank accounts. Answers `application/pdf` as an " +
  'attachment. ';

/**
 * Bank transfer against a proforma invoice under `/api` (decision 314): choosing it for an
 * order, the proforma invoices of an order, the cart and a quote, and the shop admin's recording
 * of the transfers that reach the shop's account.
 */
export const bankTransfersRoutes: FastifyPluginAsyncZod<{
  bankTransfer: BankTransferConfig;
}> = async (app, { bankTransfer }) => {
  const { signedIn, admin } = declareRoutes(app, {
    tags: ['orders'],
    adminTags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  signedIn.post(
    '/orders/:id/bank-transfer',
    {
      apiKeyScope: 'orders:write',
      summary: 'Pay your unpaid order by bank transfer against its proforma invoice',
      description:
        'The order becomes `paymentMethod: bank_transfer`, holding its stock until ' +
        '`transferDueAt` (`BANK_TRANSFER_HOLD_DAYS` from now); an order that held no stock takes ' +
        'its holds now (409 when the stock is gone). Already awaiting a transfer: answered as it ' +
        "is. Another client's or an unknown order: 404; not unpaid, bank transfer off or no " +
        'bank account in the shop settings: 409. Answers the order.',
      params: IdParamsSchema,
      response: { 200: OrderSchema },
    },
    async (c) => switchToBankTransfer(c.db, bankTransfer, c.caller, c.params.id),
  );

  signedIn.get(
    '/orders/:id/bank-transfers',
    {
      apiKeyScope: 'orders:read',
      summary: 'The bank transfers recorded for an order, and what is still awaited',
      description:
        "Its buyer, an admin of the company it was placed for, and the shop's admins; anyone " +
        "else, an unknown or a malformed id: 404 'Order not found'. Amounts in the order's " +
        '`currency` (decision 327).',
      params: IdParamsSchema,
      response: { 200: BankTransfersSchema },
    },
    async (c) => getBankTransfers(c.db, c.caller, c.params.id),
  );

  admin.post(
    '/admin/orders/:id/bank-transfers',
    {
      summary: 'Record a bank transfer received for an order (admins)',
      description:
        "The amount (in the order's currency), the day it reached the account and the bank " +
        'reference. In one ' +
        'transaction with the order locked: 409 when the order is not an unpaid bank-transfer ' +
        'order, when the amount is more than is still awaited, or when the reference is already ' +
        'recorded for the order. Once the transfers reach the total the order is paid ' +
        '(`transactionId` `BT-<order number>`), its tax invoice issued and the receipt e-mailed. ' +
        'Recorded in the audit log (`order.record_transfer`). Answers the order’s transfers.',
      params: IdParamsSchema,
      body: RecordBankTransferInputSchema,
      response: { 201: BankTransfersSchema },
    },
    async (c) => recordBankTransfer(c.db, c.actor, c.params.id, c.body),
  );

  signedIn.get(
    '/orders/:id/proforma',
    {
      apiKeyScope: 'invoices:read',
      summary: "Download an order's proforma invoice as PDF",
      description:
        PROFORMA +
        'Named `proforma-<order number>.pdf`, referenced by the order number, valid until ' +
        "`transferDueAt`. Its buyer, an admin of its company and the shop's admins; anyone " +
        "else, an unknown or a malformed id: 404 'Order not found'; no bank account: 409.",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: ProformaPdfSchema },
    },
    async (c) =>
      sendPdf(c.reply, await getOrderProforma(c.db, bankTransfer, c.caller, c.params.id)),
  );

  signedIn.get(
    '/cart/proforma',
    {
      apiKeyScope: 'orders:read',
      tags: ['cart'],
      summary: 'Download a proforma invoice of your cart as PDF',
      description:
        PROFORMA +
        'Priced by the server as `GET /cart`; numbered `PF-<yyyymmdd>-<6 characters>` (quote ' +
        'it when ordering), valid `BANK_TRANSFER_HOLD_DAYS` from today. Admins: 403; an empty ' +
        'cart, bank transfer off or no bank account: 409.',
      produces: ['application/pdf'],
      response: { 200: ProformaPdfSchema },
    },
    async (c) => sendPdf(c.reply, await getCartProforma(c.db, bankTransfer, c.caller)),
  );

  signedIn.get(
    '/quotes/:id/proforma',
    {
      apiKeyScope: 'orders:read',
      tags: ['quotes'],
      summary: 'Download a proforma invoice of an answered quote as PDF',
      description:
        PROFORMA +
        'An open quote: its latest version, numbered by the quote, valid until the quote is; ' +
        "an accepted one: its order's proforma. Its buyer, an admin of its company and the " +
        "shop's admins; anyone else: 404 'Quote not found'; a quote not answered or closed, " +
        'bank transfer off or no bank account: 409.',
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: ProformaPdfSchema },
    },
    async (c) =>
      sendPdf(c.reply, await getQuoteProforma(c.db, bankTransfer, c.caller, c.params.id)),
  );
};
