import { ApiErrorSchema, ProductSchema } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailJobs } from '../../db/schema/index.js';
import { renderMailJob } from '../../mail/order-mails.js';
import { signUpUser, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import { addAddress, addToCart, cartOf, checkout, productRow } from '../../../test/helpers/cart.js';
import { cancelOrder, ordersOf } from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Backorders (decision 321), on PGlite and on PostgreSQL (api-postgres): a product that allows
 * them takes a cart line beyond its buyable stock, the rest waiting held by no one; a restock
 * allocates the new stock to the waiting lines in placing order, in its own transaction.
 */

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const sendAsAdmin = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });
const restock = (id: string, pieces: number) =>
  sendAsAdmin('PUT', `/api/product/${id}`, { restock: pieces });

/** Adds a product through the API (minimum order 1) and answers its id. */
async function addProduct(fields: Record<string, unknown>): Promise<string> {
  const res = await sendAsAdmin(
    'POST',
    '/api/product',
    buildProductInput({ minOrder: 1, ...fields }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** A buyer with an address who checked out `quantity` pieces of the product; the order's id. */
async function buyerWhoOrdered(productId: string, quantity: number) {
  const user = await signUpUser(t.app);
  await addAddress(t.app, user);
  expect((await addToCart(t.app, user, productId, quantity)).statusCode).toBe(200);
  const res = await checkout(t.app, user);
  expect(res.statusCode, res.body).toBe(201);
  return { user, orderId: res.json<{ insertedId: string }>().insertedId };
}

/** The pieces of the buyer's only order's only line waiting on a backorder. */
async function backorderedOf(user: TestUser): Promise<number | undefined> {
  const [order] = await ordersOf(t.app, user);
  return order?.lines[0]?.backorderedQuantity;
}

describe('a product that allows backorders', () => {
  it('is stored and answered with its expected date; a date that is not one is refused', async () => {
    const id = await addProduct({ allowBackorder: true, backorderAvailableOn: '2026-12-15' });
    const product = ProductSchema.parse((await t.app.inject(`/api/products/${id}`)).json());
    expect(product).toMatchObject({ allowBackorder: true, backorderAvailableOn: '2026-12-15' });

    const off = await sendAsAdmin('PATCH', `/api/products/${id}`, {
      allowBackorder: false,
      backorderAvailableOn: '',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ allowBackorder: false, backorderAvailableOn: null });

    const bad = await sendAsAdmin('PATCH', `/api/products/${id}`, {
      backorderAvailableOn: '15/12/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(bad.json()).error.details).toEqual({
      backorderAvailableOn: ['Enter a date as YYYY-MM-DD'],
    });
    // Added without the fields: no backorders, as before.
    const plain = await addProduct({});
    expect(
      ProductSchema.parse((await t.app.inject(`/api/products/${plain}`)).json()),
    ).toMatchObject({ allowBackorder: false, backorderAvailableOn: null });
  });

  it('takes a line beyond its buyable stock: the buyable part held, the rest on backorder', async () => {
    const id = await addProduct({
      availableQuantity: 5,
      allowBackorder: true,
      backorderAvailableOn: '2026-12-15',
    });
    const user = await signUpUser(t.app);
    await addAddress(t.app, user);
    await addToCart(t.app, user, id, 8);
    const cart = await cartOf(t.app, user);
    expect(cart.lines[0]).toMatchObject({
      quantity: 8,
      buyable: 5,
      problem: null,
      backordered: 3,
      backorderAvailableOn: '2026-12-15',
    });
    expect(cart.canCheckout).toBe(true);

    const res = await checkout(t.app, user);
    expect(res.statusCode, res.body).toBe(201);
    expect(await backorderedOf(user)).toBe(3);
    expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 5, heldQuantity: 5 });
  });

  it('takes such a line by quick order and by buy again too', async () => {
    const id = await addProduct({
      availableQuantity: 2,
      allowBackorder: true,
      sku: `BO-QO-${Date.now()}`,
    });
    const { sku } = (await productRow(t.db, id))!;
    const user = await signUpUser(t.app);
    await addAddress(t.app, user);
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quick-order',
      headers: user.headers,
      payload: { csv: `${sku},6` },
    });
    expect(quick.statusCode, quick.body).toBe(200);
    expect(quick.json().results[0]).toMatchObject({ added: true, message: 'Added to cart' });
    expect((await cartOf(t.app, user)).lines[0]).toMatchObject({ quantity: 6, backordered: 4 });
    const placed = await checkout(t.app, user);
    expect(placed.statusCode, placed.body).toBe(201);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json<{ insertedId: string }>().insertedId}/buy-again`,
      headers: user.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().results[0]).toMatchObject({ added: true, message: 'Added to cart' });
    expect((await cartOf(t.app, user)).lines[0]).toMatchObject({ quantity: 6, backordered: 6 });
  });

  it('says nothing of backorders on a line its buyable stock covers', async () => {
    const id = await addProduct({ availableQuantity: 5, allowBackorder: true });
    const user = await signUpUser(t.app);
    await addToCart(t.app, user, id, 5);
    const [line] = (await cartOf(t.app, user)).lines;
    expect(line?.backordered).toBeUndefined();
    expect(line?.backorderAvailableOn).toBeUndefined();
  });
});

describe('a product that does not allow backorders', () => {
  it("refuses a line beyond its buyable stock as before ('Not Enough'), restocks as before", async () => {
    const id = await addProduct({ availableQuantity: 5 });
    const user = await signUpUser(t.app);
    await addAddress(t.app, user);
    await addToCart(t.app, user, id, 8);
    const cart = await cartOf(t.app, user);
    expect(cart.lines[0]?.problem).toEqual({ code: 'not_enough', message: 'Not Enough' });
    expect(cart.lines[0]?.backordered).toBeUndefined();
    expect((await checkout(t.app, user)).statusCode).toBe(409);
    const res = await restock(id, 3);
    expect(res.json()).toEqual({ modifiedCount: 1, availableQuantity: 8 });
    expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 8, heldQuantity: 0 });
  });
});

describe('a restock', () => {
  it('allocates to the waiting lines first come first served and e-mails their buyers', async () => {
    const id = await addProduct({ availableQuantity: 0, allowBackorder: true });
    const first = await buyerWhoOrdered(id, 4);
    const second = await buyerWhoOrdered(id, 3);
    const third = await buyerWhoOrdered(id, 5);
    expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 0, heldQuantity: 0 });

    expect((await restock(id, 5)).statusCode).toBe(200);
    expect(await backorderedOf(first.user)).toBe(0);
    expect(await backorderedOf(second.user)).toBe(2);
    expect(await backorderedOf(third.user)).toBe(5);
    expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 5, heldQuantity: 5 });

    // Setting the stock allocates too; what the queue does not take stays buyable.
    const set = await sendAsAdmin('PUT', `/api/product/${id}`, { availableQuantity: 15 });
    expect(set.statusCode, set.body).toBe(200);
    expect(await backorderedOf(second.user)).toBe(0);
    expect(await backorderedOf(third.user)).toBe(0);
    expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 15, heldQuantity: 12 });

    const mails = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.kind, 'backorder_allocated'), eq(mailJobs.orderId, second.orderId)))
      .orderBy(desc(mailJobs.period));
    expect(mails.map((mail) => mail.payload)).toEqual([
      expect.objectContaining({
        lines: [expect.objectContaining({ allocated: 1, stillBackordered: 2 })],
      }),
      expect.objectContaining({
        lines: [expect.objectContaining({ allocated: 2, stillBackordered: 0 })],
      }),
    ]);
    const message = renderMailJob(mails[1]!, 'https://shop.example');
    expect(message.to).toBe(second.user.email);
    expect(message.text).toContain('Nothing of your order is on backorder any more.');
  });

  it('passes over an order cancelled meanwhile, whose held pieces alone were released', async () => {
    const id = await addProduct({ availableQuantity: 2, allowBackorder: true });
    const gone = await buyerWhoOrdered(id, 6);
    const next = await buyerWhoOrdered(id, 3);
    expect(await productRow(t.db, id)).toMatchObject({ heldQuantity: 2 });
    expect((await cancelOrder(t.app, gone.user, gone.orderId)).statusCode).toBe(200);
    expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 2, heldQuantity: 0 });

    // The 2 released pieces are buyable again: the restock's 1 and those go to the queue.
    await restock(id, 1);
    expect(await backorderedOf(next.user)).toBe(0);
    expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 3, heldQuantity: 3 });
  });

  it(
    'of 20 concurrent restocks of 1 allocates exactly, never above the stock, in placing order',
    { timeout: 120_000 },
    async () => {
      const id = await addProduct({ availableQuantity: 0, allowBackorder: true });
      const queue = [];
      for (let i = 0; i < 6; i += 1) queue.push(await buyerWhoOrdered(id, 4));
      const answers = await Promise.all(Array.from({ length: 20 }, () => restock(id, 1)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      const waiting = [];
      for (const { user } of queue) waiting.push(await backorderedOf(user));
      expect(waiting).toEqual([0, 0, 0, 0, 0, 4]);
      expect(await productRow(t.db, id)).toMatchObject({ availableQuantity: 20, heldQuantity: 20 });
    },
  );
});
