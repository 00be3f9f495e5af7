import {
  IdParamsSchema,
  InvoiceListQuerySchema,
  InvoiceNumberParamsSchema,
  TaxInvoiceListSchema,
  TaxInvoiceSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { answerPage } from '../../keyset-page.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';
import {
  getInvoicePdf,
  getTaxInvoice,
  getTaxInvoicePdf,
  listTaxInvoices,
} from '../../flows/read-invoices.js';
import { issueMissingInvoices } from '../../flows/issue-missing-invoices.js';
import type { ShopSettings } from '../../shop-settings.js';

const PdfSchema = pdfAnswer('The invoice as a PDF file');

const WHO_READS =
  'Its buyer, every admin of the company the order was placed for (while an admin of it), and ' +
  'shop admins; an API key needs `invoices:read`. ';

/**
 * The invoice routes under `/api` (docs/api/invoices.md; decisions 063, 306). On start-up it also
 * issues the invoices of paid orders that have none.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ shopSettings: ShopSettings }> = async (
  app,
  { shopSettings },
) => {
  const { signedIn } = declareRoutes(app, { tags: ['orders'], errors: [401, 404, 409] });
  await issueMissingInvoices(app.database.db, app.log);
  const payTo = () => shopSettings.payeeBankAccounts();

  signedIn.get(
    '/orders/:id/invoice',
    {
      apiKeyScope: 'invoices:read',
      summary: "Download an order's tax invoice as PDF",
      description:
        WHO_READS +
        'Answers `application/pdf` as an attachment named `invoice-<number>.pdf`; the same ' +
        "invoice always gives the same bytes (while the shop's bank accounts, printed on an " +
        "invoice on account, stay the same). Another client's, an unknown or a malformed " +
        "order: 404 'Order not found'; an unpaid order: 409 (it has no invoice yet).",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: PdfSchema },
    },
    async (c) => sendPdf(c.reply, await getInvoicePdf(c.db, c.caller, c.params.id, await payTo())),
  );

  signedIn.get(
    '/invoices',
    {
      apiKeyScope: 'invoices:read',
      summary: 'The tax invoices you may read, newest first',
      description:
        'A shop admin: every invoice; a company admin: their own and their company’s; anyone ' +
        'else: their own. `from` and `to` keep the invoices issued on those days (YYYY-MM-DD, ' +
        'Asia/Dhaka, inclusive). One keyset page of `limit` (1–100, default 20); when more ' +
        'follow, a `Link: <…&cursor=…>; rel="next"` header gives the next page (decision 210). ' +
        'A bad `limit`, `cursor` or date: 400 `validation_failed`.',
      querystring: InvoiceListQuerySchema,
      response: { 200: TaxInvoiceListSchema },
    },
    async (c) => answerPage(c.request, c.reply, await listTaxInvoices(c.db, c.caller, c.query)),
  );

  signedIn.get(
    '/invoices/:number',
    {
      apiKeyScope: 'invoices:read',
      summary: 'A tax invoice (Mushak-6.3) as JSON',
      description:
        WHO_READS +
        'The stored snapshot: seller and buyer with their BINs, every line with its value ' +
        'excluding VAT, SD, VAT rate and VAT, the totals by rate, the total in words and the ' +
        'payment; amounts in Taka. The PDF of the same invoice is `GET /invoices/{number}.pdf`. ' +
        "Unknown, or not yours: 404 'Invoice not found'.",
      params: InvoiceNumberParamsSchema,
      response: { 200: TaxInvoiceSchema },
    },
    async (c) => getTaxInvoice(c.db, c.caller, c.params.number),
  );

  signedIn.get(
    '/invoices/:number.pdf',
    {
      apiKeyScope: 'invoices:read',
      summary: 'A tax invoice (Mushak-6.3) as PDF',
      description:
        WHO_READS +
        'Answers `application/pdf` as an attachment named `invoice-<number>.pdf`, the same ' +
        "bytes as `GET /orders/{id}/invoice`. Unknown, or not yours: 404 'Invoice not found'.",
      params: InvoiceNumberParamsSchema,
      produces: ['application/pdf'],
      response: { 200: PdfSchema },
    },
    async (c) =>
      sendPdf(c.reply, await getTaxInvoicePdf(c.db, c.caller, c.params.number, await payTo())),
  );
};
