import { createHash } from 'node:crypto';
import { OrderListSchema, type Order } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app.js';
import {
  createAdmin,
  signUpUser,
  type TestUser,
  useAccounts,
  sendAs,
} from '../../../test/helpers/auth.js';
import { addAddress, addToCart } from '../../../test/helpers/cart.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import {
  cancelOrder,
  markDelivered,
  markPaid,
  markReviewed,
  payLocally,
  placeOrder,
} from '../../../test/helpers/orders.js';
import { testDatabaseKind, useTestApp } from '../../../test/helpers/test-app.js';
import { expectAnnounced, useTwoInstances } from '../../../test/helpers/two-instances.js';

// A client's order list is kept serialised until their orders change (decision 206), Manage
// Orders' pages until any order changes (decision 270): each test reads first (so that the answer
// is kept), writes, and reads again at once.

const t = useTestApp();
const { client, admin } = useAccounts(t, {
  client: { name: 'Cached Buyer' },
  admin: { role: 'admin' },
});

async function listOf(user: TestUser, as: TestUser = user, app: App = t.app, suffix = '') {
  const res = await app.inject({ url: `/api/orders/${user.email}${suffix}`, headers: as.headers });
  expect(res.statusCode).toBe(200);
  return OrderListSchema.parse(res.json());
}
const orderIn = async (user: TestUser, id: string, as: TestUser = user) =>
  (await listOf(user, as)).find((order) => order._id === id);

async function product() {
  return insertProduct(t.db, { productPrice: 100, minOrder: 1, availableQuantity: 500 });
}

describe('a cached order list shows every write on the next read', () => {
  it('an order placed, paid, delivered, reviewed', async () => {
    const { id: productId } = await product();
    const before = await listOf(client);
    const orderId = await placeOrder(t.app, client, productId, { quantity: 2 });
    expect((await listOf(client)).length).toBe(before.length + 1);
    expect(await orderIn(client, orderId)).toMatchObject({ status: 'unpaid', isPaid: false });

    const { intentId } = await payLocally(t.app, client, orderId);
    expect((await markPaid(t.app, client, orderId, intentId)).statusCode).toBe(200);
    expect(await orderIn(client, orderId)).toMatchObject({ status: 'paid', isPaid: true });

    // The admin's read of the client's list is cached too; the admin's delivery drops it.
    expect(await orderIn(client, orderId, admin)).toMatchObject({ status: 'paid' });
    expect((await listOf(client, client, t.app, '/true')).map((order) => order._id)).not.toContain(
      orderId,
    );
    expect((await markDelivered(t.app, admin, orderId)).statusCode).toBe(200);
    expect(await orderIn(client, orderId, admin)).toMatchObject({ isDelivered: true });
    expect(await orderIn(client, orderId)).toMatchObject({ status: 'delivered' });
    expect((await listOf(client, client, t.app, '/true')).map((order) => order._id)).toContain(
      orderId,
    );

    expect((await markReviewed(t.app, client, orderId)).statusCode).toBe(200);
    expect(await orderIn(client, orderId)).toMatchObject({ isReviewed: true });
  });

  it('an unpaid order deleted, a paid order cancelled', async () => {
    const { id: productId } = await product();
    const unpaid = await placeOrder(t.app, client, productId, { quantity: 1 });
    expect(await orderIn(client, unpaid)).toBeDefined();
    expect((await cancelOrder(t.app, client, unpaid)).statusCode).toBe(200);
    expect(await orderIn(client, unpaid)).toBeUndefined();

    const paid = await placeOrder(t.app, client, productId, { quantity: 1 });
    const { intentId } = await payLocally(t.app, client, paid);
    await markPaid(t.app, client, paid, intentId);
    expect(await orderIn(client, paid)).toMatchObject({ status: 'paid' });
    expect((await cancelOrder(t.app, client, paid)).statusCode).toBe(200);
    expect(await orderIn(client, paid)).toMatchObject({ status: 'cancelled' });
  });

  it('a checkout of the cart', async () => {
    const { id: productId } = await product();
    const before = (await listOf(client)).length;
    const addressId = await addAddress(t.app, client);
    expect((await addToCart(t.app, client, productId, 3)).statusCode).toBe(200);
    const res = await sendAs(t.app, client, 'POST', '/api/checkout', { addressId });
    expect(res.statusCode).toBe(201);
    const list = await listOf(client);
    expect(list.length).toBe(before + 1);
    expect(list.at(-1)?._id).toBe(res.json<{ insertedId: string }>().insertedId);
  });
});

describe('the cached answer', () => {
  it('is the same bytes and ETag as the first, the JSON of the order list schema', async () => {
    const { id: productId } = await product();
    await placeOrder(t.app, client, productId, { quantity: 2 });
    const url = `/api/orders/${client.email}`;
    const first = await t.app.inject({ url, headers: client.headers });
    const second = await t.app.inject({ url, headers: client.headers });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The weak ETag @fastify/etag computes from the body, as before the cache.
    expect(second.headers.etag).toBe(
      `W/"${createHash('sha1').update(second.rawPayload).digest('base64')}"`,
    );
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    const orders: Order[] = JSON.parse(second.body);
    expect(second.body).toBe(JSON.stringify(z.encode(OrderListSchema, orders)));
    const again = await t.app.inject({
      url,
      headers: { ...client.headers, 'if-none-match': String(second.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("is another client's only for an admin", async () => {
    const other = await signUpUser(t.app, { name: 'Other Buyer' });
    await listOf(client);
    const res = await t.app.inject({
      url: `/api/orders/${client.email}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

/** Manage Orders' first page, newest first (of one status when asked), as `as` reads it. */
async function firstPage(status?: string, as: TestUser = admin, app: App = t.app) {
  const res = await app.inject({
    url: `/api/orders?sort=newest&limit=20${status ? `&status=${status}` : ''}`,
    headers: as.headers,
  });
  expect(res.statusCode).toBe(200);
  return OrderListSchema.parse(res.json());
}
const statusIn = async (id: string, status?: string) =>
  (await firstPage(status)).find((order) => order._id === id)?.status;

// Manage Orders' pages are kept until any order changes (decision 270).
describe('a kept Manage Orders page shows every write on the next read', () => {
  it('an order placed, paid, delivered; another deleted and a paid one cancelled', async () => {
    const { id: productId } = await product();
    await firstPage();
    await firstPage('paid');
    const orderId = await placeOrder(t.app, client, productId, { quantity: 2 });
    expect(await statusIn(orderId)).toBe('unpaid');

    const { intentId } = await payLocally(t.app, client, orderId);
    expect((await markPaid(t.app, client, orderId, intentId)).statusCode).toBe(200);
    expect(await statusIn(orderId)).toBe('paid');
    expect(await statusIn(orderId, 'paid')).toBe('paid');

    expect((await markDelivered(t.app, admin, orderId)).statusCode).toBe(200);
    expect(await statusIn(orderId)).toBe('delivered');
    expect(await statusIn(orderId, 'paid')).toBeUndefined();

    const unpaid = await placeOrder(t.app, client, productId, { quantity: 1 });
    expect(await statusIn(unpaid)).toBe('unpaid');
    expect((await cancelOrder(t.app, client, unpaid)).statusCode).toBe(200);
    expect(await statusIn(unpaid)).toBeUndefined();

    const paid = await placeOrder(t.app, client, productId, { quantity: 1 });
    const payment = await payLocally(t.app, client, paid);
    await markPaid(t.app, client, paid, payment.intentId);
    expect(await statusIn(paid, 'paid')).toBe('paid');
    expect((await cancelOrder(t.app, client, paid)).statusCode).toBe(200);
    expect(await statusIn(paid)).toBe('cancelled');
    expect(await statusIn(paid, 'paid')).toBeUndefined();
  });

  it('a checkout of the cart', async () => {
    const { id: productId } = await product();
    await firstPage();
    const addressId = await addAddress(t.app, client);
    expect((await addToCart(t.app, client, productId, 3)).statusCode).toBe(200);
    const res = await sendAs(t.app, client, 'POST', '/api/checkout', { addressId });
    expect(res.statusCode).toBe(201);
    expect((await firstPage())[0]?._id).toBe(res.json<{ insertedId: string }>().insertedId);
  });

  it('is an admin’s only, checked on every request', async () => {
    await firstPage();
    const asClient = await t.app.inject({
      url: '/api/orders?sort=newest&limit=20',
      headers: client.headers,
    });
    expect(asClient.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/orders?sort=newest&limit=20' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  const instances = useTwoInstances();

  it("an order placed through one instance reaches the other's cached list", async () => {
    const { shared, appA, appB } = instances;
    const buyer = await signUpUser(appA, { name: 'Buyer of two instances' });
    const { id: productId } = await insertProduct(shared.handle.db, {
      productPrice: 100,
      minOrder: 1,
      availableQuantity: 100,
    });
    expect(await listOf(buyer, buyer, appB)).toEqual([]);
    const orderId = await placeOrder(appA, buyer, productId, { quantity: 1 });
    await expectAnnounced(async () =>
      (await listOf(buyer, buyer, appB)).map((order) => order._id),
    ).toEqual([orderId]);
    expect((await cancelOrder(appA, buyer, orderId)).statusCode).toBe(200);
    await expectAnnounced(async () => (await listOf(buyer, buyer, appB)).length).toBe(0);
  });

  it("an order placed through one instance reaches the other's kept page", async () => {
    const { shared, appA, appB } = instances;
    const buyer = await signUpUser(appA, { name: 'Buyer of two instances' });
    const boss = await createAdmin(appB);
    const { id: productId } = await insertProduct(shared.handle.db, {
      productPrice: 100,
      minOrder: 1,
      availableQuantity: 100,
    });
    const ids = async () => (await firstPage(undefined, boss, appB)).map((order) => order._id);
    await ids();
    const orderId = await placeOrder(appA, buyer, productId, { quantity: 1 });
    await expectAnnounced(async () => (await ids()).includes(orderId)).toBe(true);
    expect((await cancelOrder(appA, buyer, orderId)).statusCode).toBe(200);
    await expectAnnounced(async () => (await ids()).includes(orderId)).toBe(false);
  });
});
