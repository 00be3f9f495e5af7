import { addDays, shopDay, type AdminOverview } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.js';
import { useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { lineOf, orderOf } from '../../../test/helpers/paid-orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: {} });

type Product = Awaited<ReturnType<typeof insertProduct>>;
type Status = 'unpaid' | 'paid' | 'delivered' | 'cancelled';

/**
 * Inserts an order of `quantity` pieces of `product` in `status`, paid at `paidAt`, with its line
 * and the lines `more` after it: an N-line order's one-product fields as decision 126 says.
 */
async function insertOrder(
  product: Product,
  quantity: number,
  status: Status,
  paidAt?: Date,
  more: [Product, number][] = [],
) {
  const lines = [
    lineOf(product, quantity),
    ...more.map(([other, pieces]) => lineOf(other, pieces)),
  ];
  const [row] = await t.db
    .insert(orders)
    .values({
      ...orderOf(product, client, quantity),
      ...(more.length > 0
        ? {
            productName: `${product.name} + ${more.length} more`,
            quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
            totalPoisha: lines.reduce((sum, line) => sum + line.lineTotalPoisha, 0),
          }
        : {}),
      status,
      isPaid: status !== 'unpaid',
      isDelivered: status === 'delivered',
      paidAt: status === 'unpaid' ? null : (paidAt ?? new Date()),
      cancelledAt: status === 'cancelled' ? new Date() : null,
    })
    .returning({ id: orders.id });
  await t.db
    .insert(orderLines)
    .values(lines.map((line, position) => ({ ...line, orderId: row!.id, position })));
}

const today = shopDay();
/** The first instant of shop day `day` (Asia/Dhaka is UTC+6 all year). */
const startOf = (day: string) => new Date(`${day}T00:00:00+06:00`);
const minutes = (n: number) => n * 60_000;
/** Noon (Dhaka) of the shop day `n` days before today. */
const daysAgo = (n: number) => new Date(startOf(addDays(today, -n)).getTime() + minutes(12 * 60));

let overview: AdminOverview;

beforeAll(async () => {
  const stocked = { availableQuantity: 100_000, minOrder: 1 };
  /** A product at `productPrice` Taka with stock to spare. */
  const priced = (productName: string, productPrice: number) =>
    insertProduct(t.db, { productName, productPrice, ...stocked });
  const [alpha, beta, gamma, delta, epsilon, zeta] = [
    await priced('Alpha GPU', 1000),
    await priced('Beta Cable', 4),
    await priced('Gamma SSD', 200),
    await priced('Delta Fan', 50),
    await priced('Epsilon RAM', 300),
    await priced('Zeta PSU', 40),
  ] as [Product, Product, Product, Product, Product, Product];

  // Today: 2 × Alpha (2,000) paid a minute after midnight, Beta 400 pieces (1,600) delivered.
  await insertOrder(alpha, 2, 'paid', new Date(startOf(today).getTime() + minutes(1)));
  await insertOrder(beta, 400, 'delivered');
  // A minute before today's midnight in Dhaka is yesterday: Gamma 3 (600).
  await insertOrder(gamma, 3, 'delivered', new Date(startOf(today).getTime() - minutes(1)));
  // 29 days ago is the window's first day: Delta 10 (500). 30 days ago is outside: Alpha 50.
  await insertOrder(delta, 10, 'paid', daysAgo(29));
  await insertOrder(alpha, 50, 'paid', daysAgo(30));
  // 5 days ago: Epsilon 1 (300) and Zeta 5 (200).
  await insertOrder(epsilon, 1, 'delivered', daysAgo(5));
  await insertOrder(zeta, 5, 'paid', daysAgo(5));
  // 3 days ago, one order of three lines (2,000): Zeta 10 (400), Epsilon 4 (1,200), Beta 100 (400).
  await insertOrder(zeta, 10, 'paid', daysAgo(3), [
    [epsilon, 4],
    [beta, 100],
  ]);
  // Not revenue: cancelled (refunded) and unpaid orders.
  await insertOrder(alpha, 7, 'cancelled', daysAgo(1));
  await insertOrder(gamma, 9, 'unpaid');
  await insertOrder(gamma, 1, 'unpaid');

  // Stock: buyable below 2 minimum orders is low.
  const stock = (
    productName: string,
    minOrder: number,
    availableQuantity: number,
    more: { deletedAt?: Date } = {},
  ) => insertProduct(t.db, { productName, minOrder, availableQuantity, ...more });
  await stock('Low Empty', 5, 0);
  await stock('Low Fifteen', 10, 15);
  const held = await stock('Low Held', 10, 100);
  await t.db.execute(
    // 85 of 100 held by paid orders: 15 buyable.
    sql`UPDATE products SET held_quantity = 85 WHERE id = ${held.id}`,
  );
  await stock('Enough Twenty', 10, 20);
  await stock('Deleted Empty', 5, 0, { deletedAt: new Date() });

  const response = await t.app.inject({ url: '/api/admin/overview', headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  overview = response.json<AdminOverview>();
});

describe('GET /api/admin/overview', () => {
  it('has revenue for each of the last 30 shop days, zeros included, by paid day in Dhaka', () => {
    expect(overview.timeZone).toBe('Asia/Dhaka');
    expect(overview.to).toBe(today);
    expect(overview.from).toBe(addDays(today, -29));
    expect(overview.revenueByDay).toHaveLength(30);
    expect(overview.revenueByDay.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
    );
    const byDay = new Map(overview.revenueByDay.map((d) => [d.day, d]));
    expect(byDay.get(today)).toEqual({ day: today, revenue: 3600, orders: 2 });
    expect(byDay.get(addDays(today, -1))).toEqual({
      day: addDays(today, -1),
      revenue: 600,
      orders: 1,
    });
    expect(byDay.get(addDays(today, -3))).toMatchObject({ revenue: 2000, orders: 1 });
    expect(byDay.get(addDays(today, -5))).toMatchObject({ revenue: 500, orders: 2 });
    expect(byDay.get(addDays(today, -29))).toMatchObject({ revenue: 500, orders: 1 });
    const zeroDays = overview.revenueByDay.filter((d) => d.revenue === 0);
    expect(zeroDays).toHaveLength(25);
    expect(zeroDays.every((d) => d.orders === 0)).toBe(true);
    expect(overview.revenueTotal).toBe(7200);
    expect(overview.paidOrders).toBe(7);
  });

  it('counts every order by status, zeros included', () => {
    expect(overview.ordersByStatus).toEqual([
      { status: 'awaiting_approval', count: 0 },
      { status: 'declined', count: 0 },
      { status: 'unpaid', count: 2 },
      { status: 'paid', count: 5 },
      { status: 'delivered', count: 3 },
      { status: 'cancelled', count: 1 },
    ]);
  });

  it('ranks the top 5 products of the window by revenue and by pieces, counting every line', () => {
    const names = (list: { productName: string }[]) => list.map((p) => p.productName);
    // Each line of the three-line order counts for its own product (decision 126); ties in
    // revenue go to the product of more pieces (Beta before Alpha, Zeta before Gamma).
    expect(names(overview.topProducts.byRevenue)).toEqual([
      'Beta Cable',
      'Alpha GPU',
      'Epsilon RAM',
      'Zeta PSU',
      'Gamma SSD',
    ]);
    expect(overview.topProducts.byRevenue[0]).toMatchObject({
      productName: 'Beta Cable',
      revenue: 2000,
      quantity: 500,
      orders: 2,
    });
    expect(overview.topProducts.byRevenue[1]).toMatchObject({
      productName: 'Alpha GPU',
      revenue: 2000,
      quantity: 2,
      orders: 1,
    });
    expect(overview.topProducts.byRevenue[2]).toMatchObject({
      productName: 'Epsilon RAM',
      revenue: 1500,
      quantity: 5,
      orders: 2,
    });
    expect(names(overview.topProducts.byQuantity)).toEqual([
      'Beta Cable',
      'Zeta PSU',
      'Delta Fan',
      'Epsilon RAM',
      'Gamma SSD',
    ]);
    expect(overview.topProducts.byQuantity[1]).toMatchObject({
      productName: 'Zeta PSU',
      revenue: 600,
      quantity: 15,
      orders: 2,
    });
  });

  it('lists products on sale with fewer than two minimum orders buyable', () => {
    expect(overview.lowStock.total).toBe(3);
    expect(overview.lowStock.products).toEqual([
      expect.objectContaining({ productName: 'Low Empty', buyable: 0, minOrder: 5 }),
      expect.objectContaining({ productName: 'Low Fifteen', buyable: 15, availableQuantity: 15 }),
      expect.objectContaining({
        productName: 'Low Held',
        buyable: 15,
        availableQuantity: 100,
        heldQuantity: 85,
      }),
    ]);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/overview' })).statusCode).toBe(401);
    const asClient = await t.app.inject({ url: '/api/admin/overview', headers: client.headers });
    expect(asClient.statusCode).toBe(403);
  });
});
