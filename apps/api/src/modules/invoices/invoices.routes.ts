import { IdParamsSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';
import { getInvoicePdf } from '../../flows/get-invoice-pdf.js';
import { issueMissingInvoices } from '../../flows/issue-missing-invoices.js';
import type { ShopSettings } from '../../shop-settings.js';

const PdfSchema = pdfAnswer('The invoice as a PDF file');

/**
 * The invoice route under `/api` (docs/orders-contract.md; decision 063). On start-up it also
 * issues the invoices of orders paid before invoices existed.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ shopSettings: ShopSettings }> = async (
  app,
  { shopSettings },
) => {
  const { signedIn } = declareRoutes(app, { tags: ['orders'], errors: [401, 404, 409] });
  await issueMissingInvoices(app.database.db, app.log);

  signedIn.get(
    '/orders/:id/invoice',
    {
      apiKeyScope: 'invoices:read',
      summary: "Download an order's invoice as PDF (its buyer, or an admin)",
      description:
        'Answers `application/pdf` as an attachment named `invoice-<number>.pdf`; the same ' +
        "invoice always gives the same bytes (while the shop's bank accounts, printed on an " +
        "invoice on account, stay the same). Another client's, an unknown or a malformed " +
        "order: 404 'Order not found'; an unpaid order: 409 (it has no invoice yet).",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: PdfSchema },
    },
    async (c) =>
      sendPdf(
        c.reply,
        await getInvoicePdf(c.db, c.caller, c.params.id, await shopSettings.payeeBankAccounts()),
      ),
  );
};
