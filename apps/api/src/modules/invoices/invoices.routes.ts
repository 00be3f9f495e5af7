import {
  CreditNoteInputSchema,
  CreditNoteNumberParamsSchema,
  DebitNoteInputSchema,
  DebitNoteNumberParamsSchema,
  IdParamsSchema,
  InvoiceNumberParamsSchema,
  TaxNoteListSchema,
  TaxNoteSchema,
  type TaxNoteKind,
} from '@partline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';
import { getInvoicePdf } from '../../flows/get-invoice-pdf.js';
import { issueMissingInvoices } from '../../flows/issue-missing-invoices.js';
import { issueAdjustmentNote, notesOfOrderFor, readTaxNote } from '../../flows/tax-notes.js';
import type { Database } from '../../db/client.js';
import type { RequestUser } from '../../plugins/identity.js';
import type { ShopSettings } from '../../shop-settings.js';

const PdfSchema = pdfAnswer('The invoice as a PDF file');

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
 * The invoice route under `/api` (docs/orders-contract.md; decision 063). On start-up it also
 * issues the invoices of orders paid before invoices existed.
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
        'The reason and, per invoice line (SKU), the amount its price × quantity rises by, Taka, ' +
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
        "order: 404 'Order not found'.",
      params: IdParamsSchema,
      response: { 200: TaxNoteListSchema },
      errors: [401, 404],
    },
    async (c) => notesOfOrderFor(c.db, c.caller, c.params.id),
  );
};
