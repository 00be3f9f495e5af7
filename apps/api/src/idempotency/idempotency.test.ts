import { IDEMPOTENCY_MESSAGES } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, apiKeys, orders, products, quotes } from '../db/schema/index.js';
import { createApiKey } from '../../test/helpers/api-keys.js';
import { signUpUser, type TestUser } from '../../test/helpers/auth.js';
import { addAddress, addToCart, checkout, productRow } from '../../test/helpers/cart.js';
import { insertProduct } from '../../test/helpers/factories.js';
import { requestQuote } from '../../test/helpers/quotes.js';
import { useTestApp } from '../../test/helpers/test-app.js';

const t = useTestApp();
let productId: string;

beforeAll(async () => {
  productId = (await insertProduct(t.db, { minOrder: 10, availableQuantity: 100_000 })).id;
});

const post = (
  user: TestUser | Record<string, string>,
  url: string,
  payload: object,
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...('headers' in user ? (user as TestUser).headers : user),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload,
  });
const ordersOf = (user: TestUser) => t.db.select().from(orders).where(eq(orders.userId, user.id));

/**
 * Sends `body` twice and `other` once under one key (decision 191): the first is created (201),
 * the replay answers the same, the other body under the same key is refused with 422.
 */
async function expectCreatedOnce(
  send: (body: Record<string, unknown>) => Promise<LightMyRequestResponse>,
  body: Record<string, unknown>,
  other: Record<string, unknown>,
) {
  const first = await send(body);
  expect(first.statusCode).toBe(201);
  const replay = await send(body);
  expect([replay.statusCode, replay.json()]).toEqual([201, first.json()]);
  expect((await send(other)).statusCode).toBe(422);
}

describe('Idempotency-Key on every POST that creates something (decision 191)', () => {
  it('answers the first result to the same key and body, and places one order', async () => {
    const client = await signUpUser(t.app);
    const body = buildPlaceOrderInput(productId, { quantity: 10 });
    const first = await post(client, '/api/orders', body, 'order-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(client, '/api/orders', reordered, 'order-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(client)).toHaveLength(1);
  });

  it('refuses the same key with another body or route with 422, creating nothing', async () => {
    const client = await signUpUser(t.app);
    await post(client, '/api/orders', buildPlaceOrderInput(productId, { quantity: 10 }), 'k');
    for (const [url, payload] of [
      ['/api/orders', buildPlaceOrderInput(productId, { quantity: 20 })],
      ['/api/addresses', { address: 'Banani, Dhaka', phoneNumber: '01700000000' }],
    ] as const) {
      const res = await post(client, url, payload, 'k');
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error).toEqual({
        code: 'idempotency_key_reused',
        message: IDEMPOTENCY_MESSAGES.reused,
        requestId: expect.any(String),
      });
    }
    expect(await ordersOf(client)).toHaveLength(1);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, client.id))).toEqual([]);
  });

  it('keeps keys per caller: another client may use the same key', async () => {
    const [one, two] = [await signUpUser(t.app), await signUpUser(t.app)];
    const body = buildPlaceOrderInput(productId, { quantity: 10 });
    const a = await post(one, '/api/orders', body, 'shared-key');
    const b = await post(two, '/api/orders', body, 'shared-key');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().insertedId).not.toBe(b.json().insertedId);
  });

  it('gives the key back when the request is refused: the retry runs', async () => {
    const client = await signUpUser(t.app);
    const scarce = await insertProduct(t.db, { minOrder: 1, availableQuantity: 0 });
    // The same request under the same key, before and after the stock arrives.
    const placeOne = () =>
      post(client, '/api/orders', buildPlaceOrderInput(scarce.id, { quantity: 1 }), 'retry');
    const refused = await placeOne();
    expect(refused.statusCode).toBe(409);
    await t.db.update(products).set({ availableQuantity: 5 }).where(eq(products.id, scarce.id));
    const retried = await placeOne();
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 and claims nothing', async () => {
    const client = await signUpUser(t.app);
    const res = await post(client, '/api/orders', buildPlaceOrderInput(productId), ' spaced key ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual({ 'idempotency-key': [IDEMPOTENCY_MESSAGES.badKey] });
    expect(await ordersOf(client)).toEqual([]);
  });

  it('covers checkout and quote requests: a replay answers the first result, another body 422', async () => {
    const client = await signUpUser(t.app);
    await addAddress(t.app, client);
    await addToCart(t.app, client, productId, 10);
    await expectCreatedOnce(
      (body) => checkout(t.app, client, body, 'checkout-1'),
      { poNumber: 'PO-1' },
      { poNumber: 'PO-2' },
    );
    expect(await ordersOf(client)).toHaveLength(1);

    await addToCart(t.app, client, productId, 10);
    await expectCreatedOnce(
      (body) => requestQuote(t.app, client, body, 'quote-1'),
      { message: 'Best price?' },
      { message: 'Other' },
    );
    expect(await t.db.select().from(quotes).where(eq(quotes.userId, client.id))).toHaveLength(1);
  });

  it('covers API key creation: a replay answers the same key, its secret not kept', async () => {
    const client = await signUpUser(t.app);
    const body = { name: 'ERP', scopes: ['orders:read'], currentPassword: client.password };
    const first = await post(client, '/api/api-keys', body, 'key-creation');
    const again = await post(client, '/api/api-keys', body, 'key-creation');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ...first.json(), secret: null });
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.userId, client.id))).toHaveLength(1);
  });

  it('works the same for an API key caller', async () => {
    const client = await signUpUser(t.app);
    const key = await createApiKey(t.app, client, ['orders:write']);
    const body = buildPlaceOrderInput(productId, { quantity: 10 });
    const first = await post(key.headers, '/api/orders', body, 'erp-po-4711');
    const again = await post(key.headers, '/api/orders', body, 'erp-po-4711');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(client)).toHaveLength(1);
  });
});

describe('concurrent requests with one Idempotency-Key (decision 191)', () => {
  it('20 at once create one order; every one answers it', { timeout: 60_000 }, async () => {
    const client = await signUpUser(t.app);
    const body = buildPlaceOrderInput(productId, { quantity: 10 });
    const before = (await productRow(t.db, productId)).availableQuantity;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(client, '/api/orders', body, 'race')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().insertedId)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(19);
    expect(await ordersOf(client)).toHaveLength(1);
    expect((await productRow(t.db, productId)).availableQuantity).toBe(before);
  });

  it(
    '20 at once with different bodies: one runs, the others are 422',
    { timeout: 60_000 },
    async () => {
      const client = await signUpUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(
            client,
            '/api/orders',
            buildPlaceOrderInput(productId, { quantity: 10 + i }),
            'mixed',
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(422)]);
      expect(await ordersOf(client)).toHaveLength(1);
    },
  );
});
