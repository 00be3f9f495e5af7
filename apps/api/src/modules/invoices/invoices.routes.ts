import {
  CreditNoteInputSchema,
  CreditNoteNumberParamsSchema,
  DebitNoteInputSchema,
  DebitNoteNumberParamsSchema,
  IdParamsSchema,
  InvoiceListQuerySchema,
  InvoiceNumberParamsSchema,
  TaxInvoiceListSchema,
  TaxInvoiceSchema,
  TaxNoteListSchema,
  TaxNoteSchema,
  type TaxNoteKind,
} from '@partline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { getCommercialInvoicePdf } from '../../flows/commercial-invoice.js';
import { issueMissingInvoices } from '../../flows/issue-missing-invoices.js';
import { issueAdjustmentNote, notesOfOrderFor, readTaxNote } from '../../flows/tax-notes.js';
import type { Database } from '../../db/client.js';
import type { RequestUser } from '../../plugins/identity.js';
import type { ShopSettings } from '../../shop-settings.js';

const PdfSchema = pdfAnswer('The invoice as a PDF file');

const WHO_READS =
  'Its buyer, every admin of the company the order was placed for (while an admin of it), and ' +
  'shop admins; an API key needs `invoices:read`. ';

const NOTE_READ =
  'Answers the note as JSON, or as its PDF (Mushak-6.7 or 6.8) with `Accept: application/pdf`, ' +
  "to the order's buyer, an admin of the company the invoice was issued to, or the shop admin; " +
  "anyone else, and an unknown number: 404 'Credit or debit note not found'.";

/** A note as JSON, or as its PDF when the caller asks for `application/pdf`. */
async function answerNote(
  c: { db: Database; caller: RequestUser; request: FastifyRequest; reply: FastifyReply },
  kind: TaxNoteKind,
  number: string,
) {
  const note = await readTaxNote(c.db, c.caller, kind, number);
  if (c.request.headers.accept?.includes('application/pdf')) {
    return sendPdf(c.reply, await note.pdf());
  }
  return note.json;
}

/**
 * The invoice routes under `/api` (docs/api/invoices.md; decisions 063, 306). On start-up it also
 * issues the invoices of paid orders that have none.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ shopSettings: ShopSettings }> = async (
  app,
  { shopSettings },
) => {
  const { signedIn, admin } = declareRoutes(app, {
    tags: ['orders'],
    adminTags: ['admin'],
    errors: [401, 404, 409],
  });
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
        "invoice on account, and the order's shipments, whose ship-to address and vehicles it " +
        "prints once shipped, stay the same). Another client's, an unknown or a malformed " +
        "order: 404 'Order not found'; an unpaid order: 409 (it has no invoice yet).",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: PdfSchema },
    },
    async (c) => sendPdf(c.reply, await getInvoicePdf(c.db, c.caller, c.params.id, await payTo())),
  );

  signedIn.get(
    '/orders/:id/commercial-invoice.pdf',
    {
      apiKeyScope: 'invoices:read',
      summary: "Download an export order's commercial invoice as PDF",
      description:
        WHO_READS +
        'An order of a company outside Bangladesh (zero-rated, decision 323), at any status. ' +
        'Answers `application/pdf` as an attachment named `commercial-invoice-<order number>.pdf`: ' +
        "the seller's legal identity and bank accounts, the buyer with its country and BIN, the " +
        'order and tax invoice numbers, the date, the incoterm and named place, the currency ' +
        '(`BDT`) beside every amount, each line with its SKU, description, HS code, country of ' +
        'origin, quantity, unit price and amount, the totals with VAT at 0 % and the ' +
        "zero-rating basis, the shipments with their serial numbers, and the exporter's " +
        "declaration of origin. Another client's, an unknown or a malformed order: 404 'Order " +
        "not found'; an order that is not an export: 404 with its own message.",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: pdfAnswer('The commercial invoice as a PDF file') },
      errors: [400, 401, 404],
    },
    async (c) => sendPdf(c.reply, await getCommercialInvoicePdf(c.db, c.caller, c.params.id)),
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

  admin.post(
    '/admin/invoices/:number/credit-notes',
    {
      summary: 'Take back pieces of an invoice: issue a credit note, Mushak-6.7 (admins)',
      description:
        'The reason and, per invoice line (SKU), the pieces taken back. The note reverses their ' +
        'value, SD and VAT pro rata (the last pieces of a line take exactly what is left of it) ' +
        'and is numbered `CN-<fiscal year>-<serial>`. An unknown invoice: 404; an unknown line or ' +
        'more pieces than earlier credit notes left: 409. Recorded in the audit log ' +
        '(`order.credit_note`); webhook `credit_note.issued`.',
      params: InvoiceNumberParamsSchema,
      body: CreditNoteInputSchema,
      response: { 201: TaxNoteSchema },
      errors: [400, 401, 403, 404, 409],
    },
    async (c) =>
      issueAdjustmentNote(c.db, c.actor, c.params.number, { kind: 'credit', input: c.body }),
  );

  admin.post(
    '/admin/invoices/:number/debit-notes',
    {
      summary: 'Raise an invoice: issue a debit note, Mushak-6.8 (admins)',
      description:
        'The reason and, per invoice line (SKU), the amount its price × quantity rises by, in ' +
        "the invoice's currency, " +
        "on the invoice's basis (with VAT when its prices include VAT), taxed at the line's rates; " +
        'numbered `DN-<fiscal year>-<serial>`. An unknown invoice: 404; an unknown line: 409. ' +
        'Recorded in the audit log (`order.debit_note`); webhook `debit_note.issued`.',
      params: InvoiceNumberParamsSchema,
      body: DebitNoteInputSchema,
      response: { 201: TaxNoteSchema },
      errors: [400, 401, 403, 404, 409],
    },
    async (c) =>
      issueAdjustmentNote(c.db, c.actor, c.params.number, { kind: 'debit', input: c.body }),
  );

  signedIn.get(
    '/credit-notes/:number',
    {
      apiKeyScope: 'invoices:read',
      summary: 'A credit note (Mushak-6.7) as JSON or PDF',
      description: NOTE_READ,
      params: CreditNoteNumberParamsSchema,
      produces: ['application/json', 'application/pdf'],
      response: { 200: TaxNoteSchema },
      errors: [400, 401, 404],
    },
    async (c) => answerNote(c, 'credit', c.params.number),
  );

  signedIn.get(
    '/debit-notes/:number',
    {
      apiKeyScope: 'invoices:read',
      summary: 'A debit note (Mushak-6.8) as JSON or PDF',
      description: NOTE_READ,
      params: DebitNoteNumberParamsSchema,
      produces: ['application/json', 'application/pdf'],
      response: { 200: TaxNoteSchema },
      errors: [400, 401, 404],
    },
    async (c) => answerNote(c, 'debit', c.params.number),
  );

  signedIn.get(
    '/orders/:id/tax-notes',
    {
      apiKeyScope: 'invoices:read',
      summary: "An order's credit and debit notes, oldest first",
      description:
        "Its buyer's, its company admins' and the shop admin's; anyone else's or an unknown " +
        "order: 404 'Order not found'. Each note's amounts are in its `currency`, its invoice's " +
        '(decision 327).',
      params: IdParamsSchema,
      response: { 200: TaxNoteListSchema },
      errors: [401, 404],
    },
    async (c) => notesOfOrderFor(c.db, c.caller, c.params.id),
  );
};
