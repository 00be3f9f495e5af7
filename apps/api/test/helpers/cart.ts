import { CartRowsResultSchema, CartSchema } from '@partline/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { sendAs, succeeded, type TestUser } from './auth.js';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/index.js';
import { insertProduct } from './factories.js';

/** The product's row as it is now (its stock and holds). */
export async function productRow(db: Database, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

/**
 * Inserts a product with an order increment and volume tiers above the minimum order (`tiers`:
 * `[minQuantity, unit price Taka]`), and returns its row.
 */
export function insertTieredProduct(
  db: Database,
  options: {
    productPrice?: number;
    minOrder?: number;
    orderIncrement?: number;
    availableQuantity?: number;
    tiers?: [number, number][];
    sku?: string;
  } = {},
) {
  return insertProduct(db, {
    productPrice: options.productPrice ?? 1000,
    minOrder: options.minOrder ?? 10,
    availableQuantity: options.availableQuantity ?? 1000,
    orderIncrement: options.orderIncrement ?? 1,
    volumeTiers: (options.tiers ?? []).map(([minQuantity, unitPrice]) => ({
      minQuantity,
      unitPrice,
    })),
    ...(options.sku ? { sku: options.sku } : {}),
  });
}

/** `GET /api/cart` as `user`, parsed as a cart. */
export async function cartOf(app: App, user: TestUser) {
  return CartSchema.parse((await app.inject({ url: '/api/cart', headers: user.headers })).json());
}

/**
 * A rows-into-cart answer (quick order, buy again): expects 200, and answers the cart and each row
 * as `[sku, added, message]`.
 */
export function rowsAnswer(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  const { cart, results } = CartRowsResultSchema.parse(res.json());
  return { cart, rows: results.map((r) => [r.sku, r.added, r.message]) };
}

/** `POST /api/cart/lines` as `user`. */
export function addToCart(app: App, user: TestUser, productId: string, quantity: number) {
  return sendAs(app, user, 'POST', '/api/cart/lines', { productId, quantity });
}

/** Adds an address to `user`'s book and returns its id. */
export async function addAddress(app: App, user: TestUser, label = 'Head office') {
  const res = await sendAs(app, user, 'POST', '/api/addresses', {
    label,
    address: 'Plot 9, Tejgaon, Dhaka 1208',
    phoneNumber: '+880 1711-000000',
  });
  return succeeded(res, 201, 'address').json<{ _id: string }>()._id;
}

/**
 * `POST url` as `user` with `body`, and the `Idempotency-Key` header when a key is given: the
 * calls that place something once per key (checkout, a quote request).
 */
export function postOnce(
  app: App,
  user: TestUser,
  url: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

/** `POST /api/checkout` as `user`, with an `Idempotency-Key` when given. */
export function checkout(
  app: App,
  user: TestUser,
  body: Record<string, unknown> = {},
  idempotencyKey?: string,
) {
  return postOnce(app, user, '/api/checkout', body, idempotencyKey);
}
