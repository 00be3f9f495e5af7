import { ProductSearchResultSchema } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { useAccounts, sendAs } from '../../../test/helpers/auth.js';
import { markPaid, payLocally, placeOrder } from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// A search's answer is kept until the catalog changes (decision 270): each step searches first
// (so that the answer is kept), writes, and searches again at once.

/** How long the trigger's NOTIFY may take on PostgreSQL: below the kept answers' 10 s age. */
const POLL = { timeout: 5_000, interval: 20 };

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

/** The ids of the in-stock products named with `word`, by price. */
async function found(word: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/products/search?q=${word}&inStock=true&sort=price-asc`,
  });
  expect(res.statusCode).toBe(200);
  return ProductSearchResultSchema.parse(res.json()).items.map((item) => item._id);
}

async function addProduct(name: string, fields: Record<string, unknown>): Promise<string> {
  const res = await sendAs(t.app, admin, 'POST', '/api/product', {
    ...buildProductInput(),
    productName: name,
    minOrder: 1,
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ _id: string }>()._id;
}

describe('a kept catalog search shows every write on the next search', () => {
  it('an added product, a new stock, a new price, a deletion', async () => {
    const cheap = await addProduct('keptwrites cheap', { productPrice: 10, availableQuantity: 5 });
    expect(await found('keptwrites')).toEqual([cheap]);
    const dear = await addProduct('keptwrites dear', { productPrice: 50, availableQuantity: 5 });
    expect(await found('keptwrites')).toEqual([cheap, dear]);

    const put = (id: string, payload: object) =>
      sendAs(t.app, admin, 'PUT', `/api/product/${id}`, payload);
    expect((await put(cheap, { availableQuantity: 0 })).statusCode).toBe(200);
    expect(await found('keptwrites')).toEqual([dear]);
    expect((await put(cheap, { restock: 5 })).statusCode).toBe(200);
    expect(await found('keptwrites')).toEqual([cheap, dear]);

    const priced = await sendAs(t.app, admin, 'PATCH', `/api/products/${cheap}`, {
      productPrice: 90,
    });
    expect(priced.statusCode).toBe(200);
    expect(await found('keptwrites')).toEqual([dear, cheap]);

    expect((await sendAs(t.app, admin, 'DELETE', `/api/product/${dear}`)).statusCode).toBe(200);
    expect(await found('keptwrites')).toEqual([cheap]);
  });

  it("a payment's stock hold (in stock no longer)", async () => {
    const id = await addProduct('keptheld', {
      productPrice: 20,
      availableQuantity: 4,
      minOrder: 4,
    });
    const orderId = await placeOrder(t.app, client, id, { quantity: 4 });
    expect(await found('keptheld')).toContain(id);
    const { intentId, confirmStatus } = await payLocally(t.app, client, orderId);
    expect(confirmStatus).toBe(200);
    expect((await markPaid(t.app, client, orderId, intentId)).statusCode).toBe(200);
    expect(await found('keptheld')).not.toContain(id);
  });

  it('a change made in the database without the app (the trigger notifies)', async () => {
    const id = await addProduct('keptbyhand', { productPrice: 30, availableQuantity: 3 });
    expect(await found('keptbyhand')).toContain(id);
    await t.db.update(products).set({ availableQuantity: 0 }).where(eq(products.id, id));
    await expect.poll(async () => (await found('keptbyhand')).includes(id), POLL).toBe(false);
  });
});
