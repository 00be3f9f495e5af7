import {
  AddToCartInputSchema,
  CartLineParamsSchema,
  CartRowsResultSchema,
  CartSchema,
  CheckoutHeadersSchema,
  CheckoutInputSchema,
  CheckoutResultSchema,
  QuickOrderInputSchema,
  SetCartQuantityInputSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCart,
  getCart,
  quickOrder,
  removeFromCart,
  setCartQuantity,
} from '../../flows/cart.js';
import type { BankTransferConfig } from '../../config/env.js';
import { checkout } from '../../flows/checkout.js';
import { declareRoutes } from '../../declare-routes.js';

/**
 * The signed-in client's cart under `/api` (decision 125): kept in the database, priced on every
 * read from the products' current tiers. Admins do not order and have no cart (403).
 */
export const cartRoutes: FastifyPluginAsyncZod<{ bankTransfer: BankTransferConfig }> = async (
  app,
  { bankTransfer },
) => {
  const { signedIn } = declareRoutes(app, { tags: ['cart'], errors: [400, 401, 403, 404, 409] });

  signedIn.get(
    '/cart',
    {
      apiKeyScope: 'orders:read',
      contentLanguage: true,
      summary: 'Your cart, priced now',
      description:
        'Each line at the tier price of its quantity, its total and its problem (product no ' +
        'longer sold, below the minimum order, not on the order increment, more than buyable). ' +
        "Products' names answer in the language `Accept-Language` prefers, English where " +
        'there is no translation (decision 326); every answer of the cart routes does.',
      response: { 200: CartSchema },
    },
    async (c) => getCart(c.db, c.caller, c.language),
  );

  signedIn.post(
    '/cart/lines',
    {
      apiKeyScope: 'orders:write',
      contentLanguage: true,
      summary: "Add pieces to a product's line of your cart",
      description:
        'Adds to the line (a new line when the cart has none for the product). 404 for a ' +
        "product that is unknown or no longer sold; 409 'A cart holds at most 100 lines'.",
      body: AddToCartInputSchema,
      response: { 200: CartSchema },
    },
    async (c) => addToCart(c.db, c.caller, c.body, c.language),
  );

  signedIn.put(
    '/cart/lines/:productId',
    {
      apiKeyScope: 'orders:write',
      contentLanguage: true,
      summary: 'Change the quantity of a line of your cart',
      params: CartLineParamsSchema,
      body: SetCartQuantityInputSchema,
      response: { 200: CartSchema },
    },
    async (c) => setCartQuantity(c.db, c.caller, c.params.productId, c.body.quantity, c.language),
  );

  signedIn.delete(
    '/cart/lines/:productId',
    {
      apiKeyScope: 'orders:write',
      contentLanguage: true,
      summary: 'Remove a line from your cart',
      params: CartLineParamsSchema,
      response: { 200: CartSchema },
    },
    async (c) => removeFromCart(c.db, c.caller, c.params.productId, c.language),
  );

  signedIn.post(
    '/cart/quick-order',
    {
      apiKeyScope: 'orders:write',
      contentLanguage: true,
      summary: 'Quick order: rows of `SKU, quantity` into your cart',
      description:
        "Each row sets its product's line to the quantity (a double submit adds nothing " +
        'twice) or is refused with its own message; answers every row and the cart.',
      body: QuickOrderInputSchema,
      response: { 200: CartRowsResultSchema },
    },
    async (c) => quickOrder(c.db, c.caller, c.body.csv, c.language),
  );

  signedIn.post(
    '/checkout',
    {
      apiKeyScope: 'orders:write',
      summary: 'Place one order of every line of your cart, all or nothing',
      description:
        "Prices, totals and stock come from the server. Every line's stock is held in one " +
        'transaction; a line that cannot be served refuses the whole order (409, named in ' +
        'the message, `details` by product id). The address comes from your address book ' +
        '(default: its default). Send an `Idempotency-Key` header: the same key and body ' +
        'again answer the first answer (`Idempotent-Replayed: true`) and place nothing, ' +
        'another body 422 (decision 191). Pay it as any order: ' +
        '`POST /create-payment-intent` with its id. `paymentMethod: bank_transfer` (decision 314): ' +
        'the order holds its stock until `transferDueAt` (`BANK_TRANSFER_HOLD_DAYS`) and its ' +
        'proforma invoice is `GET /orders/{id}/proforma`; 409 when bank transfer is off or the ' +
        'shop has no bank account.',
      headers: CheckoutHeadersSchema,
      body: CheckoutInputSchema,
      response: { 200: CheckoutResultSchema, 201: CheckoutResultSchema },
    },
    async (c) => {
      const { result, replayed } = await checkout(
        c.db,
        c.caller,
        c.body,
        c.request.headers['idempotency-key'],
        bankTransfer,
      );
      return c.reply.code(replayed ? 200 : 201).send(result);
    },
  );
};
