import { OrderListSchema } from '@partline/shared';
import { describe, expect, it } from 'vitest';
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
  payLocally,
  placeOrder,
} from '../../../test/helpers/orders.js';
import { testDatabaseKind, useTestApp, useTwoInstances } from '../../../test/helpers/test-app.js';

// Manage Orders' pages are kept until any order changes (decision 270): each step reads the page
// first (so that it is kept), writes, and reads it again at once.

/** How long an announcement may take to reach another instance: below the pages' 10 s age. */
const POLL = { timeout: 5_000, interval: 20 };

const t = useTestApp();
const { client, admin } = useAccounts(t, {
  client: { name: 'Managed Buyer' },
  admin: { role: 'admin' },
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

async function product() {
  return insertProduct(t.database.db, { productPrice: 100, minOrder: 1, availableQuantity: 500 });
}

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
    await expect.poll(async () => (await ids()).includes(orderId), POLL).toBe(true);
    expect((await cancelOrder(appA, buyer, orderId)).statusCode).toBe(200);
    await expect.poll(async () => (await ids()).includes(orderId), POLL).toBe(false);
  });
});
