import {
  CancelOrderResultSchema,
  CancelUnshippedResultSchema,
  CartRowsResultSchema,
  EmailParamsSchema,
  IdParamsSchema,
  IncotermInputSchema,
  InsertedIdSchema,
  ModifiedCountSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderNumberParamsSchema,
  OrderSchema,
  OrdersOfEmailQuerySchema,
  SPEC_LIST_CAP,
  PlaceOrderInputSchema,
  UpdateOrderInputSchema,
  type KeysetPage,
  type Order,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentRegistry } from '../../payments/registry.js';
import { buyAgain } from '../../flows/buy-again.js';
import { cancelOrder } from '../../flows/cancel-order.js';
import { cancelUnshipped } from '../../flows/cancel-unshipped.js';
import { deliverOrder } from '../../flows/ship-order.js';
import { getOrderDetail, withCompanyNames, withDueDates } from '../../flows/get-order-detail.js';
import { orderSearch } from '../../flows/order-search.js';
import { payOrderThrough } from '../../flows/pay-order.js';
import { placeOrder } from '../../flows/place-order.js';
import { keptAnswer } from '../../kept-answers.js';
import { declareRoutes } from '../../declare-routes.js';
import { answerPage } from '../../keyset-page.js';
import { serializeOnce } from '../../serialized-answers.js';
import { openOrderListCache, openOrdersAnswers } from './order-list-cache.js';
import {
  changeOrderIncoterm,
  getAllOrders,
  getOrdersOf,
  markOrderReviewed,
} from './orders.service.js';

const errors = [400, 401, 403, 404, 409];

/** What the order lists say of their paging (decision 210), in their OpenAPI description. */
const PAGING =
  "`limit` (1–100) and `cursor` read one page: the body is that page's orders, and a `Link: " +
  '<…>; rel="next"` header gives the next page\'s URL (no header on the last page). Without ' +
  `them the whole list is answered as the specification's server did, capped at ${SPEC_LIST_CAP} ` +
  'orders, with the `Link` header when more exist. A bad `limit` or a cursor that is not this ' +
  "list's: 400 `validation_failed` (`details.limit`, `details.cursor`).";

/** Options of {@link ordersRoutes}. */
export interface OrdersRoutesOptions {
  /** Every payment rail of this installation (decision 311). */
  payments: PaymentRegistry;
}

/** The order routes of spec §7 under `/api` (DESIGN.md, open payloads and Payments). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { payments },
) => {
  const { signedIn, admin } = declareRoutes(app, {
    tags: ['orders'],
    adminTags: ['admin'],
    errors,
  });
  // Manage Orders' pages, kept serialised until any order changes (decision 270).
  const adminPages = openOrdersAnswers<KeysetPage<Order>>(app);
  // Clients' order lists, kept serialised until their orders change (decision 206).
  await openOrderListCache(app);

  signedIn.post(
    '/orders',
    {
      apiKeyScope: 'orders:write',
      summary: 'Place an order (clients; admins are refused)',
      description:
        'Price, total, product snapshot, name and e-mail come from the server; other order ' +
        "fields are ignored. 400 `validation_failed` with `details.quantity` 'Minimum order is " +
        "{minOrder}'; 409 'Not Enough' above what is buyable. Answers 201 `{ insertedId }`.",
      body: PlaceOrderInputSchema,
      response: { 201: InsertedIdSchema },
    },
    async (c) => placeOrder(c.db, c.caller, c.body),
  );

  admin.get(
    '/orders',
    {
      summary: 'All orders, oldest first (`sort=newest`: newest first) (admins)',
      description:
        '`status` keeps the orders of one status; `q` those whose order number (`SO-…`), id ' +
        '(from 8 characters), client e-mail or PO number starts with it, or whose invoice ' +
        `number (\`INV-…\` or \`PL-…\`) is it, ignoring case (decisions 247, 300). ${PAGING}`,
      querystring: OrderListQuerySchema,
      response: { 200: OrderListSchema },
    },
    async (c) => {
      // After requireAdmin: only an admin's request reaches the kept pages.
      const page = await keptAnswer(adminPages, c.query, async () => {
        const read = await getAllOrders(c.db, {
          ...c.query,
          q: await orderSearch(c.db, c.query.q),
        });
        const named = await withDueDates(c.db, await withCompanyNames(c.db, read.items));
        const { value: items, bytes } = serializeOnce(OrderListSchema, named);
        return { value: { items, nextCursor: read.nextCursor }, bytes };
      });
      return answerPage(c.request, c.reply, page);
    },
  );

  // Spec §7 lists a client's orders at `/orders/{email}` and the delivered ones (to review) at
  // `/orders/{email}/true`: one route each, the same contract.
  const ordersOfEmail = [
    {
      path: '/orders/:email',
      summary:
        'Orders of an e-mail, oldest first (`sort=newest`: newest first; own, or any for an admin)',
      deliveredOnly: false,
    },
    {
      path: '/orders/:email/true',
      summary:
        'Delivered orders of an e-mail, oldest first (`sort=newest`: newest first; own, or any for an admin)',
      deliveredOnly: true,
    },
  ];
  for (const { path, summary, deliveredOnly } of ordersOfEmail) {
    signedIn.get(
      path,
      {
        apiKeyScope: 'orders:read',
        summary,
        description: `\`q\` keeps the orders found as Manage Orders' search finds them. ${PAGING}`,
        params: EmailParamsSchema,
        querystring: OrdersOfEmailQuerySchema,
        response: { 200: OrderListSchema },
      },
      async (c) =>
        answerPage(
          c.request,
          c.reply,
          await getOrdersOf(
            c.db,
            c.caller,
            c.params.email,
            { ...c.query, q: await orderSearch(c.db, c.query.q), deliveredOnly },
            (orders) => withDueDates(c.db, orders),
          ),
        ),
    );
  }

  signedIn.get(
    '/orders/number/:number',
    {
      apiKeyScope: 'orders:read',
      summary:
        'One order by its number, with its invoice and quote (its buyer, company admin or admins)',
      description:
        'The order detail page (decision 300). The number is `SO-<year>-<sequence>`, any case. ' +
        "Its buyer, an admin of the company it was placed for and the shop's admins read it; " +
        "anyone else, a malformed or an unknown number: 404 'Order not found'.",
      params: OrderNumberParamsSchema,
      response: { 200: OrderDetailSchema },
    },
    async (c) => getOrderDetail(c.db, c.caller, c.params.number),
  );

  signedIn.put(
    '/orders/:id',
    {
      apiKeyScope: 'orders:write',
      summary: 'Mark paid (owner), delivered (admin) or reviewed (owner)',
      description:
        '`{ transactionId, isPaid: true }` marks paid only when the provider reports that ' +
        'intent succeeded for this order and amount, and takes the stock hold; a replay ' +
        "answers `{ modifiedCount: 0 }`. `{ isDelivered: true }`: admins, paid orders ('Order " +
        "is not paid yet!'); unshipped pieces of a serial-tracked product: 409 'Ship " +
        "serial-tracked items with their serial numbers'. `{ isReviewed: true }`: delivered " +
        'orders, once.',
      params: IdParamsSchema,
      body: UpdateOrderInputSchema,
      response: { 200: ModifiedCountSchema },
      errors: [...errors, 402],
    },
    async (c) => {
      // The body names one action (spec §7): deliver (admins), reviewed (owner) or paid (owner).
      const caller = c.caller;
      const { id } = c.params;
      const body = c.body;
      if (body.isDelivered) return deliverOrder(c.db, caller, id, c.actor);
      if (body.isReviewed) return markOrderReviewed(c.db, caller, id);
      return payOrderThrough(c.db, payments, id, body.transactionId ?? '', caller);
    },
  );

  signedIn.delete(
    '/orders/:id',
    {
      apiKeyScope: 'orders:write',
      summary: 'Cancel your own undelivered order',
      description:
        'Unpaid: deleted (`status: deleted`). Paid: refunded through its provider, stock hold ' +
        'released, kept as `cancelled`. Another client’s or an unknown order: 404; delivered: 409; ' +
        "part of it shipped: 409 'Part of this order has shipped: cancel its unshipped rest' " +
        '(`POST /orders/{id}/cancel-unshipped`).',
      params: IdParamsSchema,
      response: { 200: CancelOrderResultSchema },
      errors: [...errors, 503],
    },
    async (c) => cancelOrder(c.db, payments, c.caller, c.params.id),
  );

  signedIn.post(
    '/orders/:id/cancel-unshipped',
    {
      apiKeyScope: 'orders:write',
      summary: 'Cancel what has not shipped of a paid order (its buyer, or an admin)',
      description:
        'Every piece not shipped (backordered ones too) is cancelled and its stock hold ' +
        'released; what shipped stays, and the order becomes `delivered`. Paid by card through a ' +
        'provider that refunds part of a payment (local, Stripe): that amount is refunded ' +
        '(`refund`); a Mushak-6.7 credit note of the cancelled pieces is issued with VAT per line ' +
        '(`creditNoteNumber`) — on account it reduces the company balance. Nothing shipped yet: ' +
        'the whole order is cancelled as `DELETE /orders/{id}` does (`status: deleted` or ' +
        '`cancelled`). Sends the webhook event `order.unshipped_cancelled`. Another client’s or an ' +
        "unknown order: 404; everything shipped: 409 'Everything in this order has shipped'; " +
        'the provider does not refund: 503, nothing changed.',
      params: IdParamsSchema,
      response: { 200: CancelUnshippedResultSchema },
      errors: [...errors, 503],
    },
    async (c) => cancelUnshipped(c.db, payments, c.caller, c.params.id, c.actor),
  );

  signedIn.post(
    '/orders/:id/buy-again',
    {
      apiKeyScope: 'orders:write',
      contentLanguage: true,
      tags: ['cart'],
      summary: 'Put every line of your past order into your cart, at today’s prices',
      description:
        'Each line sets its product’s cart line to the quantity ordered; a product no longer ' +
        'sold is reported and left out. Answers every line’s result and the cart, its names ' +
        'in the language `Accept-Language` prefers (decision 326).',
      params: IdParamsSchema,
      response: { 200: CartRowsResultSchema },
    },
    async (c) => buyAgain(c.db, c.caller, c.params.id, c.language),
  );

  admin.patch(
    '/orders/:id/incoterm',
    {
      summary: "Change an export order's incoterm and named place (admins)",
      description:
        '`incoterm`: one of the eleven rules of Incoterms 2020 (`EXW`, `FCA`, `FAS`, `FOB`, ' +
        '`CFR`, `CIF`, `CPT`, `CIP`, `DAP`, `DPU`, `DDP`), or `null` for none; `incotermPlace`: ' +
        'its named place, required with a rule (decision 323). An order that is not an export ' +
        "(not zero-rated): 400 on `incoterm`; once a piece has shipped: 409 'This order has " +
        "shipped: its incoterm can no longer change'; a cancelled, declined or closed order: 409. " +
        'Recorded in the audit log when it changed. Answers the order.',
      params: IdParamsSchema,
      body: IncotermInputSchema,
      response: { 200: OrderSchema },
    },
    async (c) => changeOrderIncoterm(c.db, c.params.id, c.body, c.actor),
  );
};
