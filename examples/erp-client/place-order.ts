/**
 * An ERP's side of the buyer API (decision 190), with a client generated from the shop's OpenAPI
 * document (openapi-typescript + openapi-fetch): reads the catalog, places an order with an
 * Idempotency-Key (a retry after a lost answer places nothing twice, decision 191), pays it with
 * the local card processor's test card and reads it back.
 *
 *   PARTLINE_URL=http://localhost:3000 PARTLINE_API_KEY=pl_… PARTLINE_EMAIL=you@example.com \
 *     node examples/erp-client/place-order.ts
 *
 * The key needs the scopes catalog:read, orders:read and orders:write (Dashboard → API Keys).
 * Regenerate the types after an API change with
 * `UPDATE_OPENAPI_CLIENT=1 npx vitest run --project api-pglite apps/api/test/client`.
 */
import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from './partline-api.js';

/** A client of the shop at `baseUrl`, authenticated by an API key. */
export function partlineClient(baseUrl: string, apiKey: string, fetchImpl = globalThis.fetch) {
  return createClient<paths>({ baseUrl, headers: { 'X-API-Key': apiKey }, fetch: fetchImpl });
}

type Client = ReturnType<typeof partlineClient>;

/** What {@link placeAndPay} did. */
export interface Placed {
  orderId: string;
  totalPrice: number;
  isPaid: boolean;
}

/**
 * Places an order of `quantity` of the first product in stock, pays it by card and reads it back
 * from the buyer's orders (`email`: the key owner's e-mail, as the specification's path has it).
 * @throws Error with the API's `{ error: { message } }` when a step is refused.
 */
export async function placeAndPay(client: Client, email: string): Promise<Placed> {
  const catalog = await client.GET('/api/products');
  if (!catalog.data) throw new Error(`catalog: ${catalog.error?.error.message}`);
  const product = catalog.data.find((p) => p.availableQuantity - p.heldQuantity >= p.minOrder);
  if (!product) throw new Error('nothing in stock');

  // One key per purchase order: sending it again (a retry) answers the same order.
  const idempotencyKey = randomUUID();
  const order = {
    productId: product._id,
    quantity: product.minOrder,
    address: 'Plot 7, Tejgaon Industrial Area, Dhaka 1208',
    phoneNumber: '+880 1711-000000',
  };
  const placed = await client.POST('/api/orders', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: order,
  });
  if (!placed.data) throw new Error(`order: ${placed.error?.error.message}`);
  const orderId = placed.data.insertedId;

  const intent = await client.POST('/api/create-payment-intent', { body: { orderId } });
  if (!intent.data) throw new Error(`intent: ${intent.error?.error.message}`);
  const confirmed = await client.POST('/api/payments/local/confirm', {
    body: {
      clientSecret: intent.data.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
    },
  });
  if (!confirmed.data) throw new Error(`card: ${confirmed.error?.error.message}`);
  const paid = await client.PUT('/api/orders/{id}', {
    params: { path: { id: orderId } },
    body: { transactionId: intent.data.paymentIntentId, isPaid: true },
  });
  if (!paid.data) throw new Error(`paid: ${paid.error?.error.message}`);

  // The buyer's orders (spec §7's GET /orders/{email}, one path with /orders/{id}).
  const mine = await client.GET('/api/orders/{id}', { params: { path: { id: email } } });
  if (!mine.data) throw new Error(`orders: ${mine.error?.error.message}`);
  const read = mine.data.find((o) => o._id === orderId);
  if (!read) throw new Error('the order is not in the list');
  return { orderId, totalPrice: read.totalPrice, isPaid: read.isPaid };
}

if (import.meta.main) {
  const { PARTLINE_URL = 'http://localhost:3000', PARTLINE_API_KEY, PARTLINE_EMAIL } = process.env;
  if (!PARTLINE_API_KEY || !PARTLINE_EMAIL) {
    console.error('Set PARTLINE_API_KEY and PARTLINE_EMAIL (and PARTLINE_URL).');
    process.exit(2);
  }
  const result = await placeAndPay(partlineClient(PARTLINE_URL, PARTLINE_API_KEY), PARTLINE_EMAIL);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
