import {
  OrderDetailSchema,
  OrderListSchema,
  QuoteSchema,
  type Order,
  type OrderDetail,
} from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
} from '../../../test/helpers/cart.js';
import { addMember, collectingMailer, createCompany } from '../../../test/helpers/companies.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { payOrder, placeOrder } from '../../../test/helpers/orders.js';
import {
  acceptQuote,
  answerQuote,
  dayFromToday,
  requestQuote,
} from '../../../test/helpers/quotes.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Order and quote numbers (decision 300): `SO-<year>-<sequence>` given in the transaction that
 * places the order, consecutive under concurrency, on PGlite and on PostgreSQL (api-postgres); the
 * order detail read by number and who may make it; the lists' search by number. Never retried
 * (decision 088).
 */

const mailer = collectingMailer();
const t = useTestApp({ deps: { mailer, mailWorker: { autoStart: false } } });
const people = useAccounts(t, { admin: { role: 'admin' }, stranger: {} });

/** The shop's year (Asia/Dhaka), as the numbers carry it. */
const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(
  new Date(),
);
const NUMBER = new RegExp(`^SO-${year}-(\\d{6,})$`);
const sequenceOf = (number: string) => Number(NUMBER.exec(number)?.[1] ?? Number.NaN);

const get = (user: TestUser | undefined, url: string) =>
  t.app.inject({ url, headers: user?.headers ?? {} });

async function ordersOf(user: TestUser, q = ''): Promise<Order[]> {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  const res = await get(user, `/api/orders/${encodeURIComponent(user.email)}${query}`);
  expect(res.statusCode).toBe(200);
  return OrderListSchema.parse(res.json());
}

async function detail(user: TestUser | undefined, number: string) {
  const res = await get(user, `/api/orders/number/${encodeURIComponent(number)}`);
  return {
    status: res.statusCode,
    body: res.statusCode === 200 ? OrderDetailSchema.parse(res.json()) : res.json(),
  };
}

describe('order numbers', () => {
  it(
    'are distinct and consecutive over 100 concurrent checkouts',
    { timeout: 240_000 },
    async () => {
      const product = await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 100_000 });
      const buyers: TestUser[] = [];
      for (let i = 0; i < 100; i += 1) {
        const user = await signUpUser(t.app);
        await addAddress(t.app, user);
        expect((await addToCart(t.app, user, product.id, 1 + (i % 5))).statusCode).toBe(200);
        buyers.push(user);
      }
      const answers = await Promise.all(
        buyers.map((user, i) => checkout(t.app, user, { poNumber: `PO-${i}` }, `numbers-${i}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(buyers.map(() => 201));

      const numbers = (await Promise.all(buyers.map((user) => ordersOf(user)))).map((list) => {
        expect(list).toHaveLength(1);
        return list[0]!.orderNumber;
      });
      for (const number of numbers) expect(number).toMatch(NUMBER);
      const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
      expect(new Set(sequences).size).toBe(100);
      const first = sequences[0]!;
      expect(sequences).toEqual(Array.from({ length: 100 }, (_, i) => first + i));
    },
  );

  it('are given to orders of POST /orders and of an accepted quote, and to quotes', async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 });
    const buyer = await signUpUser(t.app);
    const first = await placeOrder(t.app, buyer, product.id, { quantity: 10 });
    const second = await placeOrder(t.app, buyer, product.id, { quantity: 10 });
    const list = await ordersOf(buyer);
    const numberOf = (id: string) => list.find((order) => order._id === id)!.orderNumber;
    expect(sequenceOf(numberOf(second))).toBe(sequenceOf(numberOf(first)) + 1);

    await addAddress(t.app, buyer);
    expect((await addToCart(t.app, buyer, product.id, 10)).statusCode).toBe(200);
    const requested = await requestQuote(t.app, buyer, { message: 'Our price?' });
    expect(requested.statusCode).toBe(201);
    const quote = QuoteSchema.parse(requested.json());
    expect(quote.number).toMatch(new RegExp(`^QT-${year}-\\d{6,}$`));
    const answer = {
      lines: quote.versions.at(-1)!.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: 100,
      })),
      validUntil: dayFromToday(7),
      message: 'Our best price',
    };
    expect((await answerQuote(t.app, people.admin, quote._id, answer)).statusCode).toBe(201);
    const accepted = await acceptQuote(t.app, buyer, quote._id, { version: 1 });
    expect(accepted.statusCode).toBe(201);
    const orderId = accepted.json<{ orderId: string }>().orderId;
    const fromQuote = (await ordersOf(buyer)).find((order) => order._id === orderId)!;
    expect(sequenceOf(fromQuote.orderNumber)).toBe(sequenceOf(numberOf(second)) + 1);

    const read = await detail(buyer, fromQuote.orderNumber);
    expect(read.status).toBe(200);
    expect((read.body as OrderDetail).quote).toEqual({ _id: quote._id, number: quote.number });
  });
});

describe('GET /orders/number/{number}', () => {
  it('answers the order with its lines and invoice to its buyer and the admins', async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 });
    const buyer = await signUpUser(t.app);
    const id = await placeOrder(t.app, buyer, product.id, { quantity: 20 });
    await payOrder(t.app, buyer, id);
    const [order] = await ordersOf(buyer);

    for (const reader of [buyer, people.admin]) {
      const read = await detail(reader, order!.orderNumber.toLowerCase());
      expect(read.status).toBe(200);
      const body = read.body as OrderDetail;
      expect(body).toMatchObject({ _id: id, orderNumber: order!.orderNumber, quantity: 20 });
      expect(body.lines).toHaveLength(1);
      expect(body.invoice?.number).toMatch(/^INV-\d{4}-\d{2}-\d{6,}$/);
      expect(body.quote).toBeNull();
    }
    expect((await detail(people.stranger, order!.orderNumber)).status).toBe(404);
    expect((await detail(undefined, order!.orderNumber)).status).toBe(401);
    expect((await detail(buyer, 'SO-1999-000001')).status).toBe(404);
    expect((await detail(buyer, 'not-a-number')).status).toBe(404);
  });

  it("answers a company's order to its company admins, not to a colleague", async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 });
    const owner = await signUpUser(t.app);
    const buyer = await signUpUser(t.app);
    const colleague = await signUpUser(t.app);
    await createCompany(t.app, owner, { name: 'Numbers Trading Ltd.' });
    await addMember(t.app, mailer.mails, owner, buyer);
    await addMember(t.app, mailer.mails, owner, colleague);
    await placeOrder(t.app, buyer, product.id, { quantity: 10 });
    const [order] = await ordersOf(buyer);

    const read = await detail(owner, order!.orderNumber);
    expect(read.status).toBe(200);
    expect((read.body as OrderDetail).companyName).toBe('Numbers Trading Ltd.');
    expect((await detail(colleague, order!.orderNumber)).status).toBe(404);
  });
});

describe('search by number', () => {
  it('finds an order by its order or invoice number in Manage Orders and My Orders', async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 });
    const buyer = await signUpUser(t.app);
    const paidId = await placeOrder(t.app, buyer, product.id, { quantity: 10 });
    await payOrder(t.app, buyer, paidId);
    await placeOrder(t.app, buyer, product.id, { quantity: 10 });
    const mine = await ordersOf(buyer);
    const paid = mine.find((order) => order._id === paidId)!;
    const invoice = (await detail(buyer, paid.orderNumber)).body as OrderDetail;

    const admin = async (q: string) => {
      const res = await get(people.admin, `/api/orders?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      return OrderListSchema.parse(res.json()).map((order) => order.orderNumber);
    };
    expect(await admin(paid.orderNumber)).toEqual([paid.orderNumber]);
    expect(await admin(paid.orderNumber.toLowerCase())).toEqual([paid.orderNumber]);
    expect(await admin(invoice.invoice!.number)).toEqual([paid.orderNumber]);
    expect((await ordersOf(buyer, paid.orderNumber)).map((o) => o._id)).toEqual([paidId]);
    expect((await ordersOf(buyer, `SO-${year}-`)).map((o) => o._id).sort()).toEqual(
      mine.map((o) => o._id).sort(),
    );
    expect(await ordersOf(people.stranger, paid.orderNumber)).toEqual([]);
  });
});
