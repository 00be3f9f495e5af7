import { ApiErrorSchema, unitPriceFor, type Order } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { describe, expect, it } from 'vitest';
import { createAdmin, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { ordersOf } from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/** `POST /orders` prices its one line at the tier of its quantity (decision 120). */

const t = useTestApp();
const { buyer } = useAccounts(t, { buyer: { name: 'Tier Buyer' } });

const place = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload });

async function orderOf(id: string): Promise<Order> {
  const order = (await ordersOf(t.app, buyer)).find((item) => item._id === id);
  if (!order) throw new Error(`order ${id} not listed`);
  return order;
}

const keyboard = {
  productPrice: 1450,
  minOrder: 100,
  orderIncrement: 10,
  availableQuantity: 100_000,
  volumeTiers: [
    { minQuantity: 500, unitPrice: 1380 },
    { minQuantity: 1000, unitPrice: 1320.5 },
  ],
};
const tiers = [{ minQuantity: 100, unitPrice: 1450 }, ...keyboard.volumeTiers];

describe('POST /api/orders at the tier price', () => {
  it.each([100, 110, 490, 500, 990, 1000, 2500])(
    'prices %d pieces as unitPriceFor does, and totals them on the server',
    async (quantity) => {
      const product = await insertProduct(t.db, keyboard);
      const res = await place(buildPlaceOrderInput(product.id, { quantity }));
      expect(res.statusCode, res.body).toBe(201);
      const unitPrice = unitPriceFor({ ...keyboard, priceTiers: tiers }, quantity);
      expect(await orderOf(res.json<{ insertedId: string }>().insertedId)).toMatchObject({
        quantity,
        productPrice: unitPrice,
        totalPrice: Math.round(unitPrice * 100 * quantity) / 100,
      });
    },
  );

  it('ignores a price and total the client sends', async () => {
    const product = await insertProduct(t.db, keyboard);
    const res = await place({
      ...buildPlaceOrderInput(product.id, { quantity: 500 }),
      productPrice: 1,
      unitPrice: 1,
      totalPrice: 1,
      priceTiers: [{ minQuantity: 1, unitPrice: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await orderOf(res.json<{ insertedId: string }>().insertedId)).toMatchObject({
      productPrice: 1380,
      totalPrice: 690_000,
    });
  });

  it('prices a product without tiers at its price, as the specification does', async () => {
    const product = await insertProduct(t.db, { productPrice: 99.5, minOrder: 3 });
    const res = await place(buildPlaceOrderInput(product.id, { quantity: 7 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await orderOf(res.json<{ insertedId: string }>().insertedId)).toMatchObject({
      productPrice: 99.5,
      totalPrice: 696.5,
    });
  });

  it('refuses a quantity off the order increment, and below the minimum as before', async () => {
    const product = await insertProduct(t.db, keyboard);
    const off = await place(buildPlaceOrderInput(product.id, { quantity: 505 }));
    expect(off.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(off.json()).error.details).toEqual({
      quantity: ['Order in steps of 10 (100, 110, 120, …)'],
    });
    const below = await place(buildPlaceOrderInput(product.id, { quantity: 90 }));
    expect(below.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(below.json()).error.details).toEqual({
      quantity: ['Minimum order is 100'],
    });
  });

  it('prices an order placed after an edit at the new tiers, and keeps older orders as placed', async () => {
    const product = await insertProduct(t.db, keyboard);
    const before = await place(buildPlaceOrderInput(product.id, { quantity: 500 }));
    const admin = await createAdmin(t.app);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
      payload: {
        priceTiers: [
          { minQuantity: 100, unitPrice: 1400 },
          { minQuantity: 300, unitPrice: 1350 },
        ],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await place(buildPlaceOrderInput(product.id, { quantity: 500 }));
    expect(await orderOf(after.json<{ insertedId: string }>().insertedId)).toMatchObject({
      productPrice: 1350,
      totalPrice: 675_000,
    });
    expect(await orderOf(before.json<{ insertedId: string }>().insertedId)).toMatchObject({
      productPrice: 1380,
      totalPrice: 690_000,
    });
  });
});
