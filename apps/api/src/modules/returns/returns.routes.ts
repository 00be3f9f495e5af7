import {
  ApiErrorSchema,
  ApproveReturnInputSchema,
  CreateReturnInputSchema,
  IdParamsSchema,
  RejectReturnInputSchema,
  ReceiveReturnInputSchema,
  RETURN_WINDOW_DAYS,
  ResolveReturnInputSchema,
  ReturnListQuerySchema,
  ReturnListSchema,
  ReturnSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_STORE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { approveReturn, receiveReturn, rejectReturn } from '../../flows/decide-return.js';
import { getReturn, getReturnLabelPdf, listReturns, returnsCsv } from '../../flows/read-returns.js';
import { requestReturn } from '../../flows/request-return.js';
import { resolveReturn } from '../../flows/resolve-return.js';
import { answerPage } from '../../keyset-page.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';
import type { PaymentRegistry } from '../../payments/registry.js';
import { callerOf } from '../../plugins/identity.js';
import type { ShopSettings } from '../../shop-settings.js';

const NumberParamsSchema = z.object({ number: z.string().min(1).max(40) });

const ReturnsCsvSchema = z
  .string()
  .meta({ description: 'The returns as CSV (RFC 4180, UTF-8 with BOM), one row per item' });

const READERS =
  "The order's buyer, every admin of the company it was placed for (while an admin of it) and " +
  "shop admins; an API key needs `orders:read`. Anyone else's, an unknown or a malformed id: 404 " +
  "'Return not found'.";

/**
 * Returns (RMA) under `/api` (decision 322): a buyer asks to return pieces of an order
 * (`POST /returns`); the shop admin approves or rejects it, receives the goods and resolves each
 * item by repair, replacement or credit; the label PDF, the list and the back office's CSV.
 */
export const returnsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentRegistry;
  shopSettings: ShopSettings;
}> = async (app, { payments, shopSettings }) => {
  const { admin, signedIn } = declareRoutes(app, {
    tags: ['returns'],
    adminTags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  signedIn.post(
    '/returns',
    {
      apiKeyScope: 'orders:write',
      summary: 'Ask to return pieces of an order (RMA)',
      description:
        "The order's buyer, an admin of the company it was placed for (while an admin of it) " +
        'or a shop admin; an API key needs `orders:write`. `items`: each a line of the order with ' +
        'the `serial` of the piece when its product is serial-tracked (400 otherwise), or a ' +
        '`quantity` of pieces when it is not, at most those shipped and not under another ' +
        "return (409 'Only N shipped and not yet under a return'). A serial under an open " +
        "return: 409 'Serial number X is already under return RMA-…' — concurrent requests " +
        'for one serial open one return. `reason` `defective` is claimed within the warranty ' +
        "(409 'The warranty of X ended on …', 'This product has no warranty'); the other " +
        `reasons within ${RETURN_WINDOW_DAYS} days of shipment (409). \`warrantyOverride\` ` +
        '(shop admins only, else 403) lifts both, audited. An order not paid or with nothing ' +
        "shipped: 409. Queues the 'return requested' e-mail and the `return.requested` webhook " +
        'event. Answers 201 with the return and its RMA number.',
      body: CreateReturnInputSchema,
      response: { 201: ReturnSchema },
      cacheControl: NO_STORE,
    },
    async (c) => requestReturn(c.db, c.caller, c.body, c.actor),
  );

  signedIn.get(
    '/returns',
    {
      apiKeyScope: 'orders:read',
      summary: 'List returns',
      description:
        'Buyers read the returns of their own orders, company admins (while admins) those of ' +
        "their company's orders too, shop admins every return. `status` (or `open`: requested, " +
        'approved or received), `q` (part of an RMA number, an order number or a serial number), ' +
        '`sort` `newest` (default) or `oldest` (the queue by age). One keyset page of `limit` ' +
        '(1–100, default 20); when more follow, a `Link: <…&cursor=…>; rel="next"` header gives ' +
        'the next page.',
      querystring: ReturnListQuerySchema,
      response: { 200: ReturnListSchema },
      errors: [400, 401, 403],
      cacheControl: NO_STORE,
    },
    async (c) => answerPage(c.request, c.reply, await listReturns(c.db, c.caller, c.query)),
  );

  signedIn.get(
    '/returns/number/:number',
    {
      apiKeyScope: 'orders:read',
      summary: 'Read a return by its RMA number',
      description: READERS,
      params: NumberParamsSchema,
      response: { 200: ReturnSchema },
      errors: [401, 403, 404],
      cacheControl: NO_STORE,
    },
    async (c) => getReturn(c.db, c.caller, { number: c.params.number }),
  );

  signedIn.get(
    '/returns/:id',
    {
      apiKeyScope: 'orders:read',
      summary: 'Read a return',
      description: READERS,
      params: IdParamsSchema,
      response: { 200: ReturnSchema },
      errors: [401, 403, 404],
      cacheControl: NO_STORE,
    },
    async (c) => getReturn(c.db, c.caller, { id: c.params.id }),
  );

  signedIn.get(
    '/returns/:id/label.pdf',
    {
      apiKeyScope: 'orders:read',
      summary: "Download an approved return's label as PDF",
      description:
        `${READERS} Answers \`application/pdf\` as an attachment named ` +
        '`rma-label-<number>.pdf`: the RMA number large, ship to the shop, from the buyer (the ' +
        "order's address and phone), the order number, the items (SKU, serial) and the return " +
        "instructions. Before the approval, or rejected: 409 'The return label is ready once " +
        "the return is approved'.",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: pdfAnswer('The return label as a PDF file') },
      errors: [401, 403, 404, 409],
    },
    async (c) =>
      sendPdf(
        c.reply,
        await getReturnLabelPdf(c.db, c.caller, c.params.id, await shopSettings.seller()),
      ),
  );

  admin.post(
    '/returns/:id/approve',
    {
      summary: 'Approve a requested return (admins)',
      description:
        '`instructions` (1–2000 characters): what the buyer does with the goods. Only a ' +
        "requested return (409 'Only a requested return is approved or rejected'); of two " +
        "concurrent approvals one wins. Queues the 'return approved' e-mail (instructions and " +
        'the label link) and the `return.approved` webhook event. Audited.',
      params: IdParamsSchema,
      body: ApproveReturnInputSchema,
      response: { 200: ReturnSchema },
      cacheControl: NO_STORE,
    },
    async (c) => approveReturn(c.db, c.caller, c.params.id, c.body, c.actor),
  );

  admin.post(
    '/returns/:id/reject',
    {
      summary: 'Reject a requested return (admins)',
      description:
        '`comment` (1–2000 characters): why. Only a requested return (409). Its serials may be ' +
        "returned again. Queues the 'return rejected' e-mail and the `return.rejected` webhook " +
        'event. Audited.',
      params: IdParamsSchema,
      body: RejectReturnInputSchema,
      response: { 200: ReturnSchema },
      cacheControl: NO_STORE,
    },
    async (c) => rejectReturn(c.db, c.caller, c.params.id, c.body, c.actor),
  );

  admin.post(
    '/returns/:id/receive',
    {
      summary: "Receive an approved return's goods (admins)",
      description:
        "`note` (optional): the goods' state. Only an approved return (409 'Only an approved " +
        "return is received'). Queues the 'goods received' e-mail and the `return.received` " +
        'webhook event. Audited.',
      params: IdParamsSchema,
      body: ReceiveReturnInputSchema,
      response: { 200: ReturnSchema },
      cacheControl: NO_STORE,
    },
    async (c) => receiveReturn(c.db, c.caller, c.params.id, c.body, c.actor),
  );

  admin.post(
    '/returns/:id/resolve',
    {
      summary: "Resolve a received return's items (admins)",
      description:
        "Only a received return (409 'Only received goods are resolved'); each item once (409 " +
        "'This item is resolved'), in one call or several. `repair` (a note); `replace`: a new " +
        'shipment of the order at no charge under its own challan number (`carrierId` required), ' +
        "its pieces out of the buyable stock (409 when short), the new piece's " +
        "`replacementSerial` for a serial-tracked product (it keeps the returned serial's " +
        'warranty end); `credit`: a Mushak-6.7 credit note of the pieces — refunded in part ' +
        'through the card provider when it can, else on account (the balance lowers) or ' +
        "refunded outside the shop — never more than was paid (409 'This credit would be more " +
        "than was paid for these items'). When every item is resolved the return is " +
        "`resolved`. Queues the 'items resolved' e-mail and the `return.resolved` webhook " +
        'event. Audited.',
      params: IdParamsSchema,
      body: ResolveReturnInputSchema,
      response: { 200: ReturnSchema },
      cacheControl: NO_STORE,
    },
    async (c) => resolveReturn(c.db, payments, c.caller, c.params.id, c.body, c.actor),
  );

  app.get(
    '/admin/returns.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Returns as a CSV file (admins)',
        description:
          'The returns of `status` (or `open`) and `q` as `GET /returns` filters them, oldest ' +
          "first, one row per item, the return's columns repeated on each: RMA Number, Created " +
          'At, Status, Reason, Order Number, Company, Requested By, Requester Email, Item, SKU, ' +
          'Product, Serial, Quantity, Warranty Ends On, Resolution, Replacement Serial, Credit ' +
          '(Tk.), Credit Note, Refund ID, Decided At, Received At, Resolved At. At most 10,000 ' +
          'returns. Answers `text/csv; charset=utf-8` as an attachment `returns.csv`.',
        querystring: ReturnListQuerySchema.pick({ status: true, q: true }),
        produces: ['text/csv'],
        response: {
          200: ReturnsCsvSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query as Parameters<typeof returnsCsv>[2];
      const csv = await returnsCsv(app.database.db, callerOf(request), query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="returns.csv"')
        .header('cache-control', NO_STORE)
        .send(csv);
    },
  );
};
