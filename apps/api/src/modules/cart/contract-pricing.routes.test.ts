import {
  CartSchema,
  QuoteSchema,
  TaxInvoiceSchema,
  type Cart,
  type CartLine,
} from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  companies,
  companyMembers,
  customerGroups,
  invoices,
  orderLines,
  priceListCategoryRules,
  priceListCompanies,
  priceListEntries,
  priceListGroups,
  priceLists,
} from '../../db/schema/index.js';
import { sendAs, signUpUser, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import {
  addToCart,
  cartOf,
  checkout,
  insertTieredProduct,
  rowsAnswer,
} from '../../../test/helpers/cart.js';
import { insertCategory, insertProduct } from '../../../test/helpers/factories.js';
import { pdfText } from '../../../test/helpers/pdf.js';
import { ordersOf, postOrder } from '../../../test/helpers/orders.js';
import {
  acceptQuote,
  answerQuote,
  dayFromToday,
  requestQuote,
} from '../../../test/helpers/quotes.js';
import { companyWithBuyer } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Contract pricing in every flow (decision 320), through the real app on PGlite and PostgreSQL:
 * a company's buyer is priced by the lowest of the list tier price and their valid price lists,
 * in the cart, at checkout, in `POST /orders`, buy again, quick order, a quote's starting prices
 * and an approval; order lines and invoices keep the list's name; quotes keep their own prices.
 * Price lists are written straight into their tables (their back office is another module's).
 */

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

afterEach(() => {
  vi.useRealTimers();
});

type Entry = { product: string; from?: number; price?: number; percentOff?: number };

/**
 * Inserts a price list for `companyIds` and `groupIds`, valid `[startsAt, endsAt)`, with product
 * entries (`price` Taka, or `percentOff` %) and category rules (%); returns its id.
 */
async function insertPriceList(options: {
  name: string;
  companyIds?: string[];
  groupIds?: string[];
  startsAt?: Date | null;
  endsAt?: Date | null;
  entries?: Entry[];
  categoryRules?: { categoryId: string; percentOff: number }[];
}): Promise<string> {
  const [list] = await t.db
    .insert(priceLists)
    .values({
      name: options.name,
      startsAt: options.startsAt ?? null,
      endsAt: options.endsAt ?? null,
    })
    .returning();
  const id = list!.id;
  for (const companyId of options.companyIds ?? []) {
    await t.db.insert(priceListCompanies).values({ priceListId: id, companyId });
  }
  for (const customerGroupId of options.groupIds ?? []) {
    await t.db.insert(priceListGroups).values({ priceListId: id, customerGroupId });
  }
  for (const entry of options.entries ?? []) {
    await t.db.insert(priceListEntries).values({
      priceListId: id,
      productId: entry.product,
      minQuantity: entry.from ?? 1,
      unitPricePoisha: entry.price === undefined ? null : Math.round(entry.price * 100),
      percentOffBp: entry.percentOff === undefined ? null : Math.round(entry.percentOff * 100),
    });
  }
  for (const rule of options.categoryRules ?? []) {
    await t.db.insert(priceListCategoryRules).values({
      priceListId: id,
      categoryId: rule.categoryId,
      percentOffBp: Math.round(rule.percentOff * 100),
    });
  }
  return id;
}

/** A company with a company admin and a buyer (each with an address), on account when asked. */
const company = (onAccount = false) =>
  companyWithBuyer(
    t.app,
    t.db,
    admin,
    onAccount ? { paymentTermsDays: 30, creditLimit: 10_000_000 } : undefined,
  );

/** A product at Tk. 1,450 from 100, Tk. 1,380 from 500, Tk. 1,300 from 800 pieces. */
const tieredCpu = (sku?: string) =>
  insertTieredProduct(t.db, {
    productPrice: 1450,
    minOrder: 100,
    orderIncrement: 10,
    availableQuantity: 5000,
    tiers: [
      [500, 1380],
      [800, 1300],
    ],
    ...(sku ? { sku } : {}),
  });

const lineOf = (cart: Cart, productId: string): CartLine => {
  const line = cart.lines.find((candidate) => candidate.productId === productId);
  if (!line) throw new Error(`no cart line of ${productId}`);
  return line;
};

const priceOf = (line: Pick<CartLine, 'unitPrice' | 'listUnitPrice' | 'priceList'>) => ({
  unitPrice: line.unitPrice,
  listUnitPrice: line.listUnitPrice,
  priceList: line.priceList,
});

/** The order `id` as `user`'s My Orders answers it. */
async function orderOf(user: TestUser, id: string) {
  const order = (await ordersOf(t.app, user)).find((candidate) => candidate._id === id);
  if (!order) throw new Error(`no order ${id} in My Orders`);
  return order;
}

describe('contract prices in the cart and at checkout (decision 320)', () => {
  it("prices the cart at the buyer's list, and the order lines keep its name and the list price", async () => {
    const c = await company();
    const cpu = await tieredCpu();
    const ram = await insertTieredProduct(t.db, { productPrice: 80, minOrder: 10 });
    await insertPriceList({
      name: 'Dhaka Systems 2026',
      companyIds: [c.id],
      entries: [
        { product: cpu.id, from: 100, price: 1400 },
        { product: cpu.id, from: 600, price: 1250 },
      ],
    });
    expect((await addToCart(t.app, c.buyer, cpu.id, 500)).statusCode).toBe(200);
    expect((await addToCart(t.app, c.buyer, ram.id, 20)).statusCode).toBe(200);

    const cart = await cartOf(t.app, c.buyer);
    // At 500 the list tier (Tk. 1,380) beats the list's Tk. 1,400: the list price, no name.
    expect(priceOf(lineOf(cart, cpu.id))).toEqual({
      unitPrice: 1380,
      listUnitPrice: 1380,
      priceList: null,
    });
    expect(priceOf(lineOf(cart, ram.id))).toEqual({
      unitPrice: 80,
      listUnitPrice: 80,
      priceList: null,
    });
    // At 600 the list's own tier wins; the buyer's tier table shows it.
    const set = await sendAs(t.app, c.buyer, 'PUT', `/api/cart/lines/${cpu.id}`, {
      quantity: 600,
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = CartSchema.parse(set.json());
    const line = lineOf(after, cpu.id);
    expect(priceOf(line)).toEqual({
      unitPrice: 1250,
      listUnitPrice: 1380,
      priceList: 'Dhaka Systems 2026',
    });
    expect(line.lineTotal).toBe(750_000);
    expect(line.priceTiers).toEqual([
      { minQuantity: 100, unitPrice: 1400 },
      { minQuantity: 500, unitPrice: 1380 },
      { minQuantity: 600, unitPrice: 1250 },
    ]);
    expect(after.totalPrice).toBe(750_000 + 1600);

    // Another company's buyer and a buyer in no company see the list price.
    const other = await company();
    const loner = await signUpUser(t.app);
    for (const buyer of [other.buyer, loner]) {
      expect((await addToCart(t.app, buyer, cpu.id, 600)).statusCode).toBe(200);
      expect(priceOf(lineOf(await cartOf(t.app, buyer), cpu.id))).toEqual({
        unitPrice: 1380,
        listUnitPrice: 1380,
        priceList: null,
      });
    }

    // Checkout charges the cart's prices; the order lines keep the list's name and price.
    const placed = await checkout(t.app, c.buyer, {});
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().totalPrice).toBe(751_600);
    const order = await orderOf(c.buyer, placed.json().insertedId);
    expect(order.productPrice).toBe(1250);
    expect(order.lines.map((l) => [l.sku, l.unitPrice, l.priceList, l.listUnitPrice])).toEqual([
      [cpu.sku, 1250, 'Dhaka Systems 2026', 1380],
      [ram.sku, 80, null, null],
    ]);
  });

  it('prices a category by its rule and a product with its own entry in the same list by that entry', async () => {
    const c = await company();
    const category = await insertCategory(t.db, { name: 'Processors' });
    const own = await insertProduct1000(category.id);
    const ruled = await insertProduct1000(category.id);
    await insertPriceList({
      name: 'Processors deal',
      companyIds: [c.id],
      categoryRules: [{ categoryId: category.id, percentOff: 20 }],
      entries: [{ product: own.id, price: 900 }],
    });
    await addToCart(t.app, c.buyer, own.id, 1);
    await addToCart(t.app, c.buyer, ruled.id, 1);
    const cart = await cartOf(t.app, c.buyer);
    // The own entry (Tk. 900) replaces the rule (20 % off would be Tk. 800) for its product.
    expect(priceOf(lineOf(cart, own.id))).toEqual({
      unitPrice: 900,
      listUnitPrice: 1000,
      priceList: 'Processors deal',
    });
    expect(priceOf(lineOf(cart, ruled.id))).toEqual({
      unitPrice: 800,
      listUnitPrice: 1000,
      priceList: 'Processors deal',
    });
  });

  it("applies the group's list and the company's together, the lowest winning by name", async () => {
    const c = await company();
    const [group] = await t.db.insert(customerGroups).values({ name: 'Distributors' }).returning();
    await t.db.update(companies).set({ customerGroupId: group!.id }).where(eq(companies.id, c.id));
    const cpu = await tieredCpu();
    const ssd = await insertProduct1000();
    await insertPriceList({
      name: 'Distributors 2026',
      groupIds: [group!.id],
      entries: [
        { product: cpu.id, percentOff: 10 },
        { product: ssd.id, percentOff: 10 },
      ],
    });
    await insertPriceList({
      name: 'Dhaka Systems contract',
      companyIds: [c.id],
      entries: [
        { product: cpu.id, price: 1200 },
        { product: ssd.id, price: 950 },
      ],
    });
    await addToCart(t.app, c.buyer, cpu.id, 100);
    await addToCart(t.app, c.buyer, ssd.id, 1);
    const cart = await cartOf(t.app, c.buyer);
    // CPU: 10 % off Tk. 1,450 is Tk. 1,305; the company's Tk. 1,200 is lower.
    expect(priceOf(lineOf(cart, cpu.id))).toEqual({
      unitPrice: 1200,
      listUnitPrice: 1450,
      priceList: 'Dhaka Systems contract',
    });
    // SSD: 10 % off Tk. 1,000 is Tk. 900, below the company's Tk. 950.
    expect(priceOf(lineOf(cart, ssd.id))).toEqual({
      unitPrice: 900,
      listUnitPrice: 1000,
      priceList: 'Distributors 2026',
    });
  });

  it('ends a list at its validity end and starts a future one only when it begins (clock moved)', async () => {
    const c = await company();
    const cpu = await tieredCpu();
    const now = Date.now();
    const endsAt = new Date(now + 60 * 60_000);
    await insertPriceList({
      name: 'Until the hour',
      companyIds: [c.id],
      endsAt,
      entries: [{ product: cpu.id, price: 1300 }],
    });
    await insertPriceList({
      name: 'Next hour',
      companyIds: [c.id],
      startsAt: endsAt,
      entries: [{ product: cpu.id, price: 1350 }],
    });
    await addToCart(t.app, c.buyer, cpu.id, 100);
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(endsAt.getTime() - 1);
    expect(priceOf(lineOf(await cartOf(t.app, c.buyer), cpu.id))).toEqual({
      unitPrice: 1300,
      listUnitPrice: 1450,
      priceList: 'Until the hour',
    });
    // At the end the list stops; the next list begins then.
    vi.setSystemTime(endsAt.getTime());
    expect(priceOf(lineOf(await cartOf(t.app, c.buyer), cpu.id))).toEqual({
      unitPrice: 1350,
      listUnitPrice: 1450,
      priceList: 'Next hour',
    });
  });

  it('does not apply a list that starts in the future, nor one past its end', async () => {
    const c = await company();
    const cpu = await tieredCpu();
    await insertPriceList({
      name: 'Tomorrow',
      companyIds: [c.id],
      startsAt: new Date(Date.now() + 86_400_000),
      entries: [{ product: cpu.id, price: 1000 }],
    });
    await insertPriceList({
      name: 'Yesterday',
      companyIds: [c.id],
      endsAt: new Date(Date.now() - 1000),
      entries: [{ product: cpu.id, price: 1100 }],
    });
    await addToCart(t.app, c.buyer, cpu.id, 100);
    expect(priceOf(lineOf(await cartOf(t.app, c.buyer), cpu.id))).toEqual({
      unitPrice: 1450,
      listUnitPrice: 1450,
      priceList: null,
    });
  });

  it('prices a member who left the company at the list price at once', async () => {
    const c = await company();
    const cpu = await tieredCpu();
    await insertPriceList({
      name: 'Members only',
      companyIds: [c.id],
      entries: [{ product: cpu.id, price: 1000 }],
    });
    await addToCart(t.app, c.buyer, cpu.id, 100);
    expect(lineOf(await cartOf(t.app, c.buyer), cpu.id).unitPrice).toBe(1000);
    const removed = await sendAs(
      t.app,
      c.companyAdmin,
      'DELETE',
      `/api/company/members/${c.buyer.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(priceOf(lineOf(await cartOf(t.app, c.buyer), cpu.id))).toEqual({
      unitPrice: 1450,
      listUnitPrice: 1450,
      priceList: null,
    });
  });
});

describe('contract prices in the other flows (decision 320)', () => {
  it('places POST /orders at the buyer price, the line keeping the list name', async () => {
    const c = await company();
    const cpu = await tieredCpu();
    await insertPriceList({
      name: 'Single orders',
      companyIds: [c.id],
      entries: [{ product: cpu.id, percentOff: 10 }],
    });
    const res = await postOrder(t.app, c.buyer, buildPlaceOrderInput(cpu.id, { quantity: 500 }));
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderOf(c.buyer, res.json().insertedId);
    // 10 % off the Tk. 1,380 tier of 500.
    expect(order).toMatchObject({ productPrice: 1242, totalPrice: 621_000 });
    expect(order.lines[0]).toMatchObject({
      unitPrice: 1242,
      lineTotal: 621_000,
      priceList: 'Single orders',
      listUnitPrice: 1380,
    });
  });

  it('prices buy again and quick order by the list', async () => {
    const c = await company();
    const cpu = await tieredCpu('PL-CONTRACT-CPU');
    await insertPriceList({
      name: 'Repeat buys',
      companyIds: [c.id],
      entries: [{ product: cpu.id, price: 1111 }],
    });
    const quick = rowsAnswer(
      await sendAs(t.app, c.buyer, 'POST', '/api/cart/quick-order', {
        csv: 'PL-CONTRACT-CPU, 200',
      }),
    );
    expect(priceOf(lineOf(quick.cart, cpu.id))).toEqual({
      unitPrice: 1111,
      listUnitPrice: 1450,
      priceList: 'Repeat buys',
    });
    const placed = await checkout(t.app, c.buyer, {});
    expect(placed.statusCode, placed.body).toBe(201);
    const again = rowsAnswer(
      await sendAs(t.app, c.buyer, 'POST', `/api/orders/${placed.json().insertedId}/buy-again`),
    );
    expect(priceOf(lineOf(again.cart, cpu.id))).toEqual({
      unitPrice: 1111,
      listUnitPrice: 1450,
      priceList: 'Repeat buys',
    });
  });

  it("starts a quote at the buyer's price, and an accepted quote's order keeps the quoted prices", async () => {
    const c = await company();
    const cpu = await tieredCpu();
    await insertPriceList({
      name: 'Quote base',
      companyIds: [c.id],
      entries: [{ product: cpu.id, price: 1200 }],
    });
    await addToCart(t.app, c.buyer, cpu.id, 100);
    const requested = await requestQuote(t.app, c.buyer, { message: 'Better?' });
    expect(requested.statusCode, requested.body).toBe(201);
    const quote = QuoteSchema.parse(requested.json());
    expect(quote.versions[0]?.lines[0]).toMatchObject({ unitPrice: 1200, lineTotal: 120_000 });

    const answered = await answerQuote(t.app, admin, quote._id, {
      lines: [{ productId: cpu.id, quantity: 100, unitPrice: 1250 }],
      validUntil: dayFromToday(7),
      message: 'Our price',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const accepted = await acceptQuote(t.app, c.buyer, quote._id, { version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const order = await orderOf(c.buyer, accepted.json().orderId);
    // The quoted Tk. 1,250 stands, though the buyer's list says Tk. 1,200: quotes win.
    expect(order.lines[0]).toMatchObject({ unitPrice: 1250, priceList: null, listUnitPrice: null });
  });

  it("re-prices an order awaiting approval at the ordering buyer's price when approved", async () => {
    const c = await company();
    await t.db
      .update(companyMembers)
      .set({ monthlySpendingLimitPoisha: 100 })
      .where(eq(companyMembers.userId, c.buyer.id));
    const cpu = await tieredCpu();
    await addToCart(t.app, c.buyer, cpu.id, 100);
    const placed = await checkout(t.app, c.buyer, {});
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'awaiting_approval', totalPrice: 145_000 });
    const id = placed.json().insertedId as string;

    // The company's list is made while the order waits; approving prices it by the list.
    await insertPriceList({
      name: 'Approved price',
      companyIds: [c.id],
      entries: [{ product: cpu.id, price: 1000 }],
    });
    const approved = await sendAs(
      t.app,
      c.companyAdmin,
      'POST',
      `/api/company/orders/${id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const order = await orderOf(c.buyer, id);
    expect(order).toMatchObject({ status: 'unpaid', totalPrice: 100_000, productPrice: 1000 });
    expect(order.lines[0]).toMatchObject({
      unitPrice: 1000,
      priceList: 'Approved price',
      listUnitPrice: 1450,
    });
  });

  it("keeps the list's name on the tax invoice's line, in JSON and in the PDF", async () => {
    const c = await company(true);
    const cpu = await tieredCpu();
    await insertPriceList({
      name: 'Distributors BD 2026',
      companyIds: [c.id],
      entries: [{ product: cpu.id, price: 1300 }],
    });
    await addToCart(t.app, c.buyer, cpu.id, 100);
    const placed = await checkout(t.app, c.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-320',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, placed.json().insertedId));
    expect(invoice).toBeDefined();
    const json = await t.app.inject({
      url: `/api/invoices/${invoice!.number}`,
      headers: c.buyer.headers,
    });
    expect(json.statusCode, json.body).toBe(200);
    const body = TaxInvoiceSchema.parse(json.json());
    expect(body.lines[0]).toMatchObject({
      unitPrice: 1300,
      total: 130_000,
      priceList: 'Distributors BD 2026',
    });
    const pdf = await t.app.inject({
      url: `/api/invoices/${invoice!.number}.pdf`,
      headers: c.buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Price list: Distributors BD 2026');
    // The stored line keeps it too.
    const [stored] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json().insertedId));
    expect(stored).toMatchObject({
      priceListName: 'Distributors BD 2026',
      listUnitPricePoisha: 145_000,
      unitPricePoisha: 130_000,
    });
  });
});

/** A product at Tk. 1,000 a piece from 1, in `categoryId` when given. */
function insertProduct1000(categoryId?: string) {
  return insertProduct(t.db, { productPrice: 1000, minOrder: 1, categoryId: categoryId ?? null });
}
