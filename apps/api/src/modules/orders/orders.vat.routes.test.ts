import { lineTax, OrderListSchema, type Order } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { companies, paymentIntents, products, shopSettings } from '../../db/schema/index.js';
import { createAdmin, sendAs, signUpUser, useAccounts } from '../../../test/helpers/auth.js';
import { addAddress, addToCart, cartOf, checkout } from '../../../test/helpers/cart.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { createIntent, ordersOf } from '../../../test/helpers/orders.js';
import { companyWithBuyer } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * VAT on orders (decision 305): every path taxes each line on the server by `lineTax`, on the
 * shop's `pricesIncludeVat` and the buyer's company's country; the order's total is what the
 * buyer pays, and that is what the card is charged and the credit counts.
 */

const t = useTestApp();
const { buyer } = useAccounts(t, { buyer: { name: 'VAT Buyer' } });

async function setPricesIncludeVat(value: boolean) {
  await t.db.update(shopSettings).set({ pricesIncludeVat: value }).where(eq(shopSettings.id, 1));
}

async function taxedProduct(
  rates: { vatRate?: number; sdRate?: number },
  overrides: Parameters<typeof insertProduct>[1] = {},
) {
  const product = await insertProduct(t.db, { availableQuantity: 100_000, ...overrides });
  await t.db
    .update(products)
    .set({ vatRate: rates.vatRate ?? 1500, sdRate: rates.sdRate ?? 0 })
    .where(eq(products.id, product.id));
  return product;
}

async function orderOf(user: typeof buyer, id: string): Promise<Order> {
  const order = (await ordersOf(t.app, user)).find((item) => item._id === id);
  if (!order) throw new Error(`order ${id} not listed`);
  return order;
}

async function place(productId: string, quantity: number, user = buyer) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user.headers,
    payload: buildPlaceOrderInput(productId, { quantity }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderOf(user, res.json<{ insertedId: string }>().insertedId);
}

const taka = (poisha: number) => poisha / 100;

afterEach(() => setPricesIncludeVat(true));

describe('VAT of an order placed with POST /api/orders', () => {
  it.each([
    // [what, prices include VAT, price Taka, quantity, VAT bp, SD bp, value, SD, VAT, total]
    ['15 % inclusive', true, 115, 1, 1500, 0, 100, 0, 15, 115],
    ['15 % exclusive', false, 100, 3, 1500, 0, 300, 0, 45, 345],
    ['a half poisha of VAT, rounded up', false, 1.1, 1, 1500, 0, 1.1, 0, 0.17, 1.27],
    ['a 1-poisha line, exclusive', false, 0.01, 1, 1500, 0, 0.01, 0, 0, 0.01],
    ['a 1-poisha line, inclusive', true, 0.01, 1, 1500, 0, 0.01, 0, 0, 0.01],
    ['SD 20 % and VAT on value plus SD', false, 100, 1, 1500, 2000, 100, 20, 18, 138],
    ['SD inside an inclusive price', true, 138, 1, 1500, 2000, 100, 20, 18, 138],
    ['a reduced 7.5 %', true, 107.5, 2, 750, 0, 200, 0, 15, 215],
    ['an exempt product', true, 100, 2, 0, 0, 200, 0, 0, 200],
    ['an exempt product, exclusive', false, 100, 2, 0, 0, 200, 0, 0, 200],
  ] as const)(
    '%s',
    async (_, inclusive, price, quantity, vatRate, sdRate, value, sd, vat, total) => {
      await setPricesIncludeVat(inclusive);
      const product = await taxedProduct({ vatRate, sdRate }, { productPrice: price, minOrder: 1 });
      const order = await place(product.id, quantity);
      expect(order.totalPrice).toBe(total);
      expect(order.tax).toMatchObject({
        pricesIncludeVat: inclusive,
        zeroRated: false,
        valueExclVat: value,
        sd,
        vat,
        total,
      });
      expect(order.tax.byRate).toEqual([{ vatRate, sdRate, valueExclVat: value, sd, vat }]);
      expect(order.lines[0]).toMatchObject({ vatRate, sdRate, sd, vat });
    },
  );

  const keyboard = {
    productPrice: 1450.55,
    minOrder: 100,
    orderIncrement: 10,
    volumeTiers: [
      { minQuantity: 500, unitPrice: 1380.37 },
      { minQuantity: 1000, unitPrice: 1320.05 },
    ],
  };
  const unitOf = (quantity: number) =>
    quantity >= 1000 ? 132_005 : quantity >= 500 ? 138_037 : 145_055;

  it.each([
    [100, true],
    [500, true],
    [1000, true],
    [100, false],
    [500, false],
    [1000, false],
  ])('taxes %d pieces at their tier (prices include VAT: %s)', async (quantity, inclusive) => {
    await setPricesIncludeVat(inclusive);
    const product = await taxedProduct({ vatRate: 1500, sdRate: 500 }, keyboard);
    const order = await place(product.id, quantity);
    const expected = lineTax({
      unitPricePoisha: unitOf(quantity),
      quantity,
      vatRate: 1500,
      sdRate: 500,
      pricesIncludeVat: inclusive,
      zeroRated: false,
    });
    expect(order.productPrice).toBe(taka(unitOf(quantity)));
    expect(order.totalPrice).toBe(taka(expected.totalPoisha));
    expect(order.tax).toMatchObject({
      valueExclVat: taka(expected.valueExclVatPoisha),
      sd: taka(expected.sdPoisha),
      vat: taka(expected.vatPoisha),
    });
    // The three parts always add up to what the buyer pays, to the poisha.
    const { valueExclVat, sd, vat, total } = order.tax;
    expect(Math.round(valueExclVat * 100 + sd * 100 + vat * 100)).toBe(Math.round(total * 100));
    if (inclusive) expect(order.totalPrice).toBe(taka(unitOf(quantity) * quantity));
  });

  it('charges the card the VAT-inclusive total when prices exclude VAT', async () => {
    await setPricesIncludeVat(false);
    const product = await taxedProduct({ vatRate: 1500 }, { productPrice: 200, minOrder: 1 });
    const order = await place(product.id, 5);
    expect(order.totalPrice).toBe(1150);
    const intent = await createIntent(t.app, buyer, order._id);
    expect(intent.statusCode, intent.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.json<{ paymentIntentId: string }>().paymentIntentId));
    expect(row?.amountPoisha).toBe(115_000);
  });
});

describe('VAT of checkout and the cart', () => {
  it('answers the cart with its tax, and checkout places the same figures', async () => {
    await setPricesIncludeVat(false);
    const user = await signUpUser(t.app);
    await addAddress(t.app, user);
    const standard = await taxedProduct({ vatRate: 1500 }, { productPrice: 1.1, minOrder: 1 });
    const exempt = await taxedProduct({ vatRate: 0 }, { productPrice: 50, minOrder: 1 });
    expect((await addToCart(t.app, user, standard.id, 1)).statusCode).toBe(200);
    expect((await addToCart(t.app, user, exempt.id, 2)).statusCode).toBe(200);
    const cart = await cartOf(t.app, user);
    expect(cart.totalPrice).toBe(101.1);
    expect(cart.tax).toEqual({
      pricesIncludeVat: false,
      zeroRated: false,
      valueExclVat: 101.1,
      sd: 0,
      vat: 0.17,
      total: 101.27,
      byRate: [
        { vatRate: 1500, sdRate: 0, valueExclVat: 1.1, sd: 0, vat: 0.17 },
        { vatRate: 0, sdRate: 0, valueExclVat: 100, sd: 0, vat: 0 },
      ],
    });
    expect(cart.lines.map((line) => [line.vatRate, line.vat])).toEqual([
      [1500, 0.17],
      [0, 0],
    ]);
    const placed = await checkout(t.app, user);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ totalPrice: 101.27 });
    const order = await orderOf(user, placed.json<{ insertedId: string }>().insertedId);
    expect(order.tax).toEqual(cart.tax);
  });

  it('zero-rates the order of a company outside Bangladesh: the value without VAT', async () => {
    const admin = await createAdmin(t.app);
    const company = await companyWithBuyer(t.app, t.db, admin);
    await t.db.update(companies).set({ country: 'US' }).where(eq(companies.id, company.id));
    const product = await taxedProduct(
      { vatRate: 1500, sdRate: 0 },
      { productPrice: 115, minOrder: 1 },
    );
    expect((await addToCart(t.app, company.buyer, product.id, 2)).statusCode).toBe(200);
    const cart = await cartOf(t.app, company.buyer);
    expect(cart.tax).toMatchObject({ zeroRated: true, valueExclVat: 200, vat: 0, total: 200 });
    const placed = await checkout(t.app, company.buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ totalPrice: 200 });
    const order = await orderOf(company.buyer, placed.json<{ insertedId: string }>().insertedId);
    expect(order.tax).toMatchObject({ zeroRated: true, vat: 0, sd: 0, total: 200 });
    expect(order.lines[0]).toMatchObject({ vatRate: 0, vat: 0 });
    // POST /orders zero-rates it the same way.
    const single = await place(product.id, 1, company.buyer);
    expect(single.tax).toMatchObject({ zeroRated: true, vat: 0, total: 100 });
  });

  it('counts the VAT-inclusive total against the credit on account when prices exclude VAT', async () => {
    await setPricesIncludeVat(false);
    const admin = await createAdmin(t.app);
    const company = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 1000,
    });
    const product = await taxedProduct({ vatRate: 1500 }, { productPrice: 900, minOrder: 1 });
    expect((await addToCart(t.app, company.buyer, product.id, 1)).statusCode).toBe(200);
    // 900 would fit the credit of 1,000; 900 + 15 % VAT = 1,035 does not.
    const refused = await checkout(t.app, company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-VAT-1',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    await setPricesIncludeVat(true);
    const placed = await checkout(t.app, company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-VAT-1',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ totalPrice: 900, paymentMethod: 'on_account' });
  });
});

describe('VAT of a quote and its order', () => {
  it('taxes the quote request and the shop answer, and the accepted order carries the same tax', async () => {
    await setPricesIncludeVat(false);
    const admin = await createAdmin(t.app);
    const user = await signUpUser(t.app);
    await addAddress(t.app, user);
    const product = await taxedProduct({ vatRate: 1000 }, { productPrice: 100, minOrder: 1 });
    expect((await addToCart(t.app, user, product.id, 10)).statusCode).toBe(200);
    const requested = await sendAs(t.app, user, 'POST', '/api/quotes', { message: 'Ten please' });
    expect(requested.statusCode, requested.body).toBe(201);
    const quote = requested.json<{
      _id: string;
      versions: { tax: unknown; totalPrice: number }[];
    }>();
    expect(quote.versions[0]).toMatchObject({
      totalPrice: 1100,
      tax: { pricesIncludeVat: false, valueExclVat: 1000, vat: 100, total: 1100 },
    });
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const answered = await sendAs(t.app, admin, 'POST', `/api/admin/quotes/${quote._id}/versions`, {
      message: 'Our price',
      validUntil,
      lines: [{ productId: product.id, quantity: 10, unitPrice: 90 }],
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const accepted = await sendAs(t.app, user, 'POST', `/api/quotes/${quote._id}/accept`, {
      version: 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ totalPrice: 990 });
    const order = await orderOf(user, accepted.json<{ orderId: string }>().orderId);
    expect(order.tax).toMatchObject({ valueExclVat: 900, vat: 90, total: 990 });
    expect(OrderListSchema.safeParse([order]).success).toBe(true);
  });
});
