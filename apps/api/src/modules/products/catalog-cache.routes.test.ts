import { brotliDecompressSync } from 'node:zlib';
import { ProductListSchema, ProductSchema, type Product } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { products } from '../../db/schema/index.js';
import {
  createAdmin,
  signUpUser,
  type TestUser,
  useAccounts,
  sendAs,
} from '../../../test/helpers/auth.js';
import {
  cancelOrder,
  markDelivered,
  markPaid,
  payLocally,
  payOrder,
  placeOrder,
} from '../../../test/helpers/orders.js';
import { testDatabaseKind, useTestApp } from '../../../test/helpers/test-app.js';
import { expectAnnounced, useTwoInstances } from '../../../test/helpers/two-instances.js';

// The catalog is served from memory (decision 040): these check that every write shows at once.

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

const list = async (app: App = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/api/products' });
  expect(res.statusCode).toBe(200);
  return ProductListSchema.parse(res.json());
};
const one = async (id: string, app: App = t.app) =>
  app.inject({ method: 'GET', url: `/api/products/${id}` });
const inList = async (id: string, app: App = t.app) =>
  (await list(app)).find((product) => product._id === id);

async function addProduct(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await sendAs(t.app, admin, 'POST', '/api/product', {
    ...buildProductInput(),
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ _id: string }>()._id;
}
/** Pays `orderId` of `client` with the local provider (intent, card, then the paid transition). */
const pay = (orderId: string) => payOrder(t.app, client, orderId);
const putProduct = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/product/${id}`, headers: admin.headers, payload });

describe('the catalog cache shows every write at once', () => {
  it('an added product, a restock, a new stock and a deletion', async () => {
    await list(); // the catalog is cached from here on
    const id = await addProduct({ availableQuantity: 40, minOrder: 1 });
    expect(await inList(id)).toMatchObject({ availableQuantity: 40 });
    expect((await one(id)).json()).toMatchObject({ availableQuantity: 40 });

    expect((await putProduct(id, { restock: 5 })).statusCode).toBe(200);
    expect(await inList(id)).toMatchObject({ availableQuantity: 45 });
    expect((await one(id)).json()).toMatchObject({ availableQuantity: 45 });

    expect((await putProduct(id, { availableQuantity: 12 })).statusCode).toBe(200);
    expect(await inList(id)).toMatchObject({ availableQuantity: 12 });

    const deleted = await sendAs(t.app, admin, 'DELETE', `/api/product/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await inList(id)).toBeUndefined();
    expect((await one(id)).statusCode).toBe(404);
  });

  it('a payment (held pieces), a delivery (stock) and a cancelled paid order (hold released)', async () => {
    const id = await addProduct({ availableQuantity: 100, minOrder: 1 });
    const shipped = await placeOrder(t.app, client, id, { quantity: 10 });
    const cancelled = await placeOrder(t.app, client, id, { quantity: 4 });
    expect(await inList(id)).toMatchObject({ availableQuantity: 100, heldQuantity: 0 });

    await pay(shipped);
    expect(await inList(id)).toMatchObject({ availableQuantity: 100, heldQuantity: 10 });
    await pay(cancelled);
    expect((await one(id)).json()).toMatchObject({ heldQuantity: 14 });

    const delivered = await markDelivered(t.app, admin, shipped);
    expect(delivered.statusCode).toBe(200);
    expect(await inList(id)).toMatchObject({ availableQuantity: 90, heldQuantity: 4 });

    const cancel = await cancelOrder(t.app, client, cancelled);
    expect(cancel.statusCode).toBe(200);
    expect((await one(id)).json()).toMatchObject({ availableQuantity: 90, heldQuantity: 0 });
  });

  it('a change made in the database without the app (the trigger notifies)', async () => {
    const id = await addProduct({ availableQuantity: 7 });
    expect(await inList(id)).toMatchObject({ availableQuantity: 7 });
    await t.db
      .update(products)
      .set({ availableQuantity: sql`${products.availableQuantity} + 1` })
      .where(eq(products.id, id));
    // The NOTIFY arrives on its own connection: on PostgreSQL a moment after the commit.
    await expectAnnounced(async () => (await inList(id))?.availableQuantity).toBe(8);
    await expectAnnounced(async () => (await one(id)).json<Product>().availableQuantity).toBe(8);
  });
});

describe('revalidation', () => {
  it('answers 304 without a body to a matching If-None-Match, and 200 once the catalog changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toMatch(/accept-encoding/i);

    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`]) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }

    await addProduct();
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('gives one product its own ETag and 304', async () => {
    const id = await addProduct();
    const first = await one(id);
    expect(ProductSchema.parse(first.json())._id).toBe(id);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/products/${id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps compressed answers apart with their own ETags', async () => {
    for (let i = 0; i < 5; i += 1) await addProduct();
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  const instances = useTwoInstances();
  let adminA: TestUser;

  beforeAll(async () => {
    adminA = await createAdmin(instances.appA);
  });
  /** `POST /api/product` through instance A; answers the new product's id. */
  const addOnA = async (overrides: Record<string, unknown>) =>
    (
      await sendAs(instances.appA, adminA, 'POST', '/api/product', {
        ...buildProductInput(),
        ...overrides,
      })
    ).json<{ _id: string }>()._id;

  it('a write through one instance reaches the catalog cached by the other', async () => {
    const id = await addOnA({ availableQuantity: 30 });
    await expectAnnounced(async () => (await inList(id, instances.appB))?.availableQuantity).toBe(
      30,
    );

    const restock = await instances.appA.inject({
      method: 'PUT',
      url: `/api/product/${id}`,
      headers: adminA.headers,
      payload: { restock: 3 },
    });
    expect(restock.statusCode).toBe(200);
    expect(await inList(id, instances.appA)).toMatchObject({ availableQuantity: 33 });
    await expectAnnounced(async () => (await inList(id, instances.appB))?.availableQuantity).toBe(
      33,
    );
    await expectAnnounced(
      async () => (await one(id, instances.appB)).json<Product>().availableQuantity,
    ).toBe(33);
  });

  // A hold changes held_quantity only, which the trigger leaves out: the writing instance
  // announces it (decision 164).
  it("a payment's stock hold and its release through one instance reach the other's catalog", async () => {
    const id = await addOnA({ availableQuantity: 50, minOrder: 1 });
    const buyer = await signUpUser(instances.appA, { name: 'Buyer on A' });
    const orderId = await placeOrder(instances.appA, buyer, id, { quantity: 6 });
    await expectAnnounced(async () => (await inList(id, instances.appB))?.heldQuantity).toBe(0);

    const { intentId, confirmStatus } = await payLocally(instances.appA, buyer, orderId);
    expect(confirmStatus).toBe(200);
    expect((await markPaid(instances.appA, buyer, orderId, intentId)).statusCode).toBe(200);
    await expectAnnounced(async () => (await inList(id, instances.appB))?.heldQuantity).toBe(6);
    await expectAnnounced(
      async () => (await one(id, instances.appB)).json<Product>().heldQuantity,
    ).toBe(6);

    expect((await cancelOrder(instances.appA, buyer, orderId)).statusCode).toBe(200);
    await expectAnnounced(async () => (await inList(id, instances.appB))?.heldQuantity).toBe(0);
  });

  it('a write made while the listening connection was broken is still seen', async () => {
    const id = await addOnA({ availableQuantity: 5 });
    await expectAnnounced(async () => (await inList(id, instances.appB))?.availableQuantity).toBe(
      5,
    );

    // Every LISTEN connection of this database is cut by the server.
    await instances.shared.handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await instances.shared.handle.db
      .update(products)
      .set({ availableQuantity: 6 })
      .where(eq(products.id, id));
    await expectAnnounced(async () => (await inList(id, instances.appB))?.availableQuantity).toBe(
      6,
    );
  });
});
