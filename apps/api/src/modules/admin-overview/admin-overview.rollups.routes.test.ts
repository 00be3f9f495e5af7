import { shopDay, type AdminOverview, type OrderStatus } from '@partline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { cancelOrder, markDelivered, payOrder, placeOrder } from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// The overview's figures come from rollups kept up to date on write (decision 212): every step of
// an order's life through the API moves them, as a scan of the orders would count them.

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: {} });
let productId: string;

async function overview(): Promise<AdminOverview> {
  const response = await t.app.inject({ url: '/api/admin/overview', headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOverview>();
}

/** The statuses that have orders, and how many. */
async function statusCounts(): Promise<Partial<Record<OrderStatus, number>>> {
  const { ordersByStatus } = await overview();
  return Object.fromEntries(
    ordersByStatus.filter((s) => s.count > 0).map((s) => [s.status, s.count]),
  );
}

/** Today's revenue, the paid orders and the top product by revenue. */
async function earnings() {
  const figures = await overview();
  return {
    today: figures.revenueByDay.find((day) => day.day === shopDay())!,
    revenueTotal: figures.revenueTotal,
    paidOrders: figures.paidOrders,
    top: figures.topProducts.byRevenue,
  };
}

const pay = (orderId: string) => payOrder(t.app, client, orderId);

beforeAll(async () => {
  ({ id: productId } = await insertProduct(t.db, {
    productName: 'Rollup Router',
    productPrice: 100,
    minOrder: 1,
    availableQuantity: 1_000,
  }));
});

describe('GET /api/admin/overview follows the orders as they are written', () => {
  it('counts orders placed, paid, cancelled, delivered and deleted, and their revenue', async () => {
    expect(await statusCounts()).toEqual({});
    expect(await earnings()).toMatchObject({ revenueTotal: 0, paidOrders: 0, top: [] });

    const first = await placeOrder(t.app, client, productId, { quantity: 2 });
    const second = await placeOrder(t.app, client, productId, { quantity: 3 });
    expect(await statusCounts()).toEqual({ unpaid: 2 });
    expect((await earnings()).revenueTotal).toBe(0);

    await pay(first);
    expect(await statusCounts()).toEqual({ unpaid: 1, paid: 1 });
    expect(await earnings()).toEqual({
      today: { day: shopDay(), revenue: 200, orders: 1 },
      revenueTotal: 200,
      paidOrders: 1,
      top: [{ productId, productName: 'Rollup Router', revenue: 200, quantity: 2, orders: 1 }],
    });

    // Paid, then cancelled: refunded, no revenue.
    await pay(second);
    expect((await earnings()).today).toEqual({ day: shopDay(), revenue: 500, orders: 2 });
    expect((await cancelOrder(t.app, client, second)).statusCode).toBe(200);
    expect(await statusCounts()).toEqual({ paid: 1, cancelled: 1 });
    expect(await earnings()).toMatchObject({
      today: { revenue: 200, orders: 1 },
      top: [{ productId, revenue: 200, quantity: 2, orders: 1 }],
    });

    // Delivered orders earned money as paid ones did.
    expect((await markDelivered(t.app, admin, first)).json()).toEqual({ modifiedCount: 1 });
    expect(await statusCounts()).toEqual({ delivered: 1, cancelled: 1 });
    expect(await earnings()).toMatchObject({ revenueTotal: 200, paidOrders: 1 });

    // An unpaid order cancelled is deleted: it leaves the counts.
    const third = await placeOrder(t.app, client, productId, { quantity: 4 });
    expect(await statusCounts()).toEqual({ unpaid: 1, delivered: 1, cancelled: 1 });
    expect((await cancelOrder(t.app, client, third)).statusCode).toBe(200);
    expect(await statusCounts()).toEqual({ delivered: 1, cancelled: 1 });
    expect(await earnings()).toMatchObject({
      revenueTotal: 200,
      paidOrders: 1,
      top: [{ productId, revenue: 200, quantity: 2, orders: 1 }],
    });
  });
});

describe('GET /api/admin/overview follows the stock as it is written', () => {
  // The overview is kept in memory until orders or stock change (decision 226).
  it('drops a product from the low-stock list once it is restocked', async () => {
    const { id } = await insertProduct(t.db, {
      productName: 'Restocked Switch',
      minOrder: 10,
      availableQuantity: 5,
    });
    const lowNames = async () => (await overview()).lowStock.products.map((p) => p.productName);
    expect(await lowNames()).toContain('Restocked Switch');
    const restock = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${id}`,
      headers: admin.headers,
      payload: { restock: 100 },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    expect(await lowNames()).not.toContain('Restocked Switch');
  });
});
