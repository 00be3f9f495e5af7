import { CartRowsResultSchema, CartSchema } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, products } from '../../db/schema/index.js';
import { signUpUser, type TestUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import { addToCart, insertTieredProduct, rowsAnswer } from '../../../test/helpers/cart.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { client, other, admin } = useAccounts(t, {
  client: { name: 'Cart Client' },
  other: { name: 'Other Client' },
  admin: { role: 'admin' },
});

async function cartOf(user: TestUser) {
  const res = await t.app.inject({ url: '/api/cart', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return CartSchema.parse(res.json());
}

async function emptyCart(user: TestUser) {
  for (const line of (await cartOf(user)).lines) {
    await sendAs(t.app, user, 'DELETE', `/api/cart/lines/${line.productId}`);
  }
}

describe('the cart', () => {
  it('prices every line at the tier of its quantity on every read, never from the client', async () => {
    await emptyCart(client);
    const cpu = await insertTieredProduct(t.db, {
      productPrice: 1450,
      minOrder: 100,
      orderIncrement: 10,
      tiers: [
        [500, 1380],
        [800, 1300],
      ],
    });
    const res = await sendAs(t.app, client, 'POST', '/api/cart/lines', {
      productId: cpu.id,
      quantity: 300,
      unitPrice: 1,
      totalPrice: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(CartSchema.parse(res.json()).lines[0]).toMatchObject({
      sku: cpu.sku,
      quantity: 300,
      unitPrice: 1450,
      lineTotal: 435_000,
      problem: null,
    });
    // Adding again adds pieces and reaches the next tier (the price is recomputed).
    const again = CartSchema.parse((await addToCart(t.app, client, cpu.id, 200)).json());
    expect(again.lines[0]).toMatchObject({ quantity: 500, unitPrice: 1380, lineTotal: 690_000 });
    // The admin lowers the tier price: the next read shows it.
    await t.db
      .update(products)
      .set({ volumeTiers: [{ minQuantity: 500, unitPricePoisha: 135_000 }] })
      .where(eq(products.id, cpu.id));
    const cart = await cartOf(client);
    expect(cart).toMatchObject({ lineCount: 1, totalQuantity: 500, totalPrice: 675_000 });
    expect(cart.canCheckout).toBe(true);
  });

  it('changes a quantity and removes a line; another client’s cart is apart', async () => {
    await emptyCart(client);
    const a = await insertTieredProduct(t.db, { productPrice: 10, minOrder: 5 });
    const b = await insertTieredProduct(t.db, { productPrice: 20, minOrder: 5 });
    await addToCart(t.app, client, a.id, 5);
    await addToCart(t.app, client, b.id, 10);
    const changed = await sendAs(t.app, client, 'PUT', `/api/cart/lines/${a.id}`, {
      quantity: '7',
    });
    expect(changed.statusCode).toBe(200);
    expect(CartSchema.parse(changed.json())).toMatchObject({ totalPrice: 70 + 200, lineCount: 2 });
    const removed = await sendAs(t.app, client, 'DELETE', `/api/cart/lines/${b.id}`);
    expect(CartSchema.parse(removed.json()).lines.map((l) => l.productId)).toEqual([a.id]);
    expect((await cartOf(other)).lines).toEqual([]);
    const notMine = await sendAs(t.app, other, 'PUT', `/api/cart/lines/${a.id}`, { quantity: 9 });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.message).toBe('Not in your cart');
  });

  it('lists lines in the order they were added, even when the clock gives two the same instant', async () => {
    await emptyCart(client);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => insertTieredProduct(t.db, { productPrice: 10, minOrder: 5 })),
    );
    // The first line's instant is ahead of the database's clock, as a coarse clock (PGlite's) can
    // leave a line added a moment ago: the lines added after it still come after it.
    await addToCart(t.app, client, first!.id, 5);
    await t.db
      .update(cartItems)
      .set({ addedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(cartItems.productId, first!.id));
    const [later, latest] = [second!, third!].sort((x, y) => (x.id < y.id ? 1 : -1));
    await addToCart(t.app, client, later!.id, 5);
    await addToCart(t.app, client, latest!.id, 5);
    expect((await cartOf(client)).lines.map((line) => line.productId)).toEqual([
      first!.id,
      later!.id,
      latest!.id,
    ]);
  });

  it('says per line what stops it: minimum, increment, stock, product deleted', async () => {
    await emptyCart(client);
    const low = await insertTieredProduct(t.db, { minOrder: 50 });
    const packs = await insertTieredProduct(t.db, { minOrder: 10, orderIncrement: 10 });
    const scarce = await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 3 });
    const gone = await insertTieredProduct(t.db, { minOrder: 1 });
    await addToCart(t.app, client, low.id, 20);
    await addToCart(t.app, client, packs.id, 25);
    await addToCart(t.app, client, scarce.id, 4);
    await addToCart(t.app, client, gone.id, 1);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    const cart = await cartOf(client);
    expect(cart.lines.map((line) => line.problem?.message)).toEqual([
      'Minimum order is 50',
      'Order in steps of 10 (10, 20, 30, …)',
      'Not Enough',
      'This product is no longer sold',
    ]);
    expect(cart.canCheckout).toBe(false);
  });

  it('refuses a deleted or unknown product, bad quantities, and admins', async () => {
    const gone = await insertTieredProduct(t.db);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    expect((await addToCart(t.app, client, gone.id, 10)).statusCode).toBe(404);
    const bad = await addToCart(t.app, client, gone.id, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.quantity).toEqual(['Quantity is Required']);
    const product = await insertTieredProduct(t.db);
    expect((await addToCart(t.app, admin, product.id, 10)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/cart', headers: admin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/cart' })).statusCode).toBe(401);
  });
});

describe('quick order', () => {
  it('adds each good row and refuses each bad one with its own message; a double submit adds nothing twice', async () => {
    await emptyCart(client);
    const ram = await insertTieredProduct(t.db, {
      minOrder: 10,
      orderIncrement: 5,
      sku: 'PL-QO-RAM',
    });
    const ssd = await insertTieredProduct(t.db, { minOrder: 1, sku: 'PL-QO-SSD' });
    const csv = [
      'sku,quantity',
      'PL-QO-RAM, 20',
      'pl-qo-ssd;3',
      'PL-QO-NOPE,5',
      'PL-QO-RAM,30',
      'PL-QO-SSD,two',
      'just one field',
      '',
    ].join('\n');
    const send = () => sendAs(t.app, client, 'POST', '/api/cart/quick-order', { csv });
    const first = CartRowsResultSchema.parse((await send()).json());
    expect(first.results.map((r) => [r.row, r.added, r.message])).toEqual([
      [2, true, 'Added to cart'],
      [3, true, 'Added to cart'],
      [4, false, 'Unknown SKU PL-QO-NOPE'],
      [5, false, 'SKU PL-QO-RAM is already on row 2'],
      [6, false, "'two' is not a whole number of pieces"],
      [7, false, 'Write each row as SKU, quantity'],
    ]);
    const second = CartRowsResultSchema.parse((await send()).json());
    expect(second.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [ram.id, 20],
      [ssd.id, 3],
    ]);
    const below = CartRowsResultSchema.parse(
      (
        await sendAs(t.app, client, 'POST', '/api/cart/quick-order', {
          csv: 'PL-QO-RAM,5\nPL-QO-RAM2,1',
        })
      ).json(),
    );
    expect(below.results.map((r) => r.message)).toEqual([
      'Minimum order is 10',
      'Unknown SKU PL-QO-RAM2',
    ]);
  });
});

describe('quick order into a nearly full cart', () => {
  it('sets lines already there, adds new ones while there is room, in the order of the rows', async () => {
    const user = await signUpUser(t.app);
    const kept = await insertTieredProduct(t.db, { minOrder: 1 });
    await insertFullCart(user, kept.id);
    const first = await insertTieredProduct(t.db, { minOrder: 1 });
    const second = await insertTieredProduct(t.db, { minOrder: 1 });
    const res = await sendAs(t.app, user, 'POST', '/api/cart/quick-order', {
      csv: `${first.sku},3\n${kept.sku},7\n${second.sku},4`,
    });
    const { rows, cart } = rowsAnswer(res);
    expect(rows).toEqual([
      [first.sku, true, 'Added to cart'],
      [kept.sku, true, 'Added to cart'],
      [second.sku, false, 'A cart holds at most 100 lines'],
    ]);
    expect(cart.lineCount).toBe(100);
    const lines = new Map(cart.lines.map((line) => [line.productId, line.quantity]));
    expect(lines.get(kept.id)).toBe(7);
    expect(lines.get(first.id)).toBe(3);
    expect(lines.has(second.id)).toBe(false);
    expect(cart.lines.at(-1)?.productId).toBe(first.id);
  });
});

/** 99 lines in `user`'s cart, `keptId` among them. */
async function insertFullCart(user: TestUser, keptId: string) {
  expect((await addToCart(t.app, user, keptId, 1)).statusCode).toBe(200);
  for (let i = 0; i < 98; i += 1) {
    const product = await insertTieredProduct(t.db, { minOrder: 1 });
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1 });
  }
}
