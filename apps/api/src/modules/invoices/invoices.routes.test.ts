import {
  formatInvoiceNumber,
  INVOICE_MESSAGES,
  invoiceFileName,
  PARTLINE_SELLER,
  SHOP_TIME_ZONE,
} from '@partline/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { orderOf } from '../../../test/helpers/paid-orders.js';
import { markDelivered, markPaid, payLocally, placeOrder } from '../../../test/helpers/orders.js';
import { pdfLines, pdfText } from '../../../test/helpers/pdf.js';
import { type TestApp, useTestApp } from '../../../test/helpers/test-app.js';
import { invoices, orders, products, users } from '../../db/schema/index.js';
import { issueMissingInvoices } from '../../flows/issue-missing-invoices.js';
import { issueInvoice } from './invoices.service.js';

// These tests read invoices; the order e-mails are tested in src/mail.
const t = useTestApp({ deps: { mailWorker: { autoStart: false } } });

/** The order row of `id` (read directly: this module's tests do not go through another module). */
const findOrder = async (db: TestApp['database']['db'], id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0];
const { buyer, other, admin } = useAccounts(t, {
  buyer: { name: 'Farhana Rahman' },
  other: { name: 'Client B' },
  admin: { role: 'admin' },
});

type Product = Awaited<ReturnType<typeof insertProduct>>;

/** Places an order of `quantity` as `user` and pays it with the local provider's test card. */
async function paidOrder(user: TestUser, product: Product, quantity = product.minOrder) {
  const orderId = await placeOrder(t.app, user, product.id, { quantity });
  const { intentId } = await payLocally(t.app, user, orderId);
  const paid = await markPaid(t.app, user, orderId, intentId);
  expect(paid.json(), paid.body).toEqual({ modifiedCount: 1 });
  return { orderId, intentId };
}

function download(user: TestUser | undefined, orderId: string) {
  return t.app.inject({ url: `/api/orders/${orderId}/invoice`, headers: user?.headers ?? {} });
}

const shopYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format());

/** Every invoice number, in number order, with its order and issue time. */
const allInvoices = () =>
  t.db
    .select({ number: invoices.number, orderId: invoices.orderId, issuedAt: invoices.issuedAt })
    .from(invoices)
    .orderBy(asc(invoices.number));

/** The numbers PL-<year>-000001 … up to `count`: what gap-free numbering leaves behind. */
const firstNumbers = (count: number) =>
  Array.from({ length: count }, (_, index) => formatInvoiceNumber(shopYear(), index + 1));

describe('GET /api/orders/{id}/invoice', () => {
  let product: Product;
  let order: { orderId: string; intentId: string };

  beforeAll(async () => {
    product = await insertProduct(t.db, {
      productName: 'PX-9700 Desktop Processor',
      productPrice: 1400,
      minOrder: 20,
      availableQuantity: 500,
    });
    order = await paidOrder(buyer, product);
  });

  it('answers the PDF of the paid order, named after its invoice number', async () => {
    const response = await download(buyer, order.orderId);
    expect(response.statusCode, response.body).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(invoice?.number).toMatch(new RegExp(`^PL-${shopYear()}-\\d{6}$`));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoiceFileName(invoice?.number ?? '')}"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the number, seller, buyer, the line in Tk., the total and the payment', async () => {
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    const text = await pdfText((await download(buyer, order.orderId)).rawPayload);
    for (const expected of [
      'INVOICE',
      invoice?.number ?? 'no invoice',
      // The order by its number (decision 300), as the invoice snapshot keeps it.
      invoice?.orderNumber ?? 'no order number',
      PARTLINE_SELLER.name,
      ...PARTLINE_SELLER.addressLines,
      `BIN ${PARTLINE_SELLER.bin}`,
      'Farhana Rahman',
      buyer.email,
      'House 12, Road 5, Dhanmondi, Dhaka 1205',
      '+880 1711-000000',
      'PX-9700 Desktop Processor',
      'Tk. 1,400',
      '20 pcs',
      'Tk. 28,000',
      'Balance due',
      'Tk. 0',
      'Visa card ending 4242',
      `Reference: ${order.intentId} (local)`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints an address typed on two lines on two lines, and money as the shop writes it', async () => {
    const orderId = await placeOrder(t.app, buyer, product.id, {
      quantity: 20,
      address: 'House 12, Road 5, Dhanmondi\r\nDhaka 1205',
    });
    const { intentId } = await payLocally(t.app, buyer, orderId);
    expect((await markPaid(t.app, buyer, orderId, intentId)).statusCode).toBe(200);
    const lines = await pdfLines((await download(buyer, orderId)).rawPayload);
    expect(lines).toContain('House 12, Road 5, Dhanmondi');
    expect(lines).toContain('Dhaka 1205');
    expect(lines.join('\n')).not.toContain('Dhanmondi?');
    expect(lines).toContainEqual(expect.stringMatching(/Total Tk\. 28,000$/));
  });

  it('is for the buyer and admins: 404 for another client, 401 signed out', async () => {
    const mine = await download(buyer, order.orderId);
    const asAdmin = await download(admin, order.orderId);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(mine.rawPayload)).toBe(true);

    const asOther = await download(other, order.orderId);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ error: { code: 'not_found', message: 'Order not found' } });
    expect((await download(undefined, order.orderId)).statusCode).toBe(401);
  });

  it('answers 409 for an unpaid order and 404 for unknown or malformed ids', async () => {
    const unpaidId = await placeOrder(t.app, buyer, product.id, { quantity: 20 });
    const unpaid = await download(buyer, unpaidId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      error: { code: 'conflict', message: INVOICE_MESSAGES.notPaid },
    });
    expect((await download(admin, unpaidId)).statusCode).toBe(409);
    expect((await download(buyer, crypto.randomUUID())).statusCode).toBe(404);
    expect((await download(buyer, 'not-an-id')).statusCode).toBe(404);
  });

  it('gives the same bytes after the product, the buyer’s profile and the order change', async () => {
    const before = (await download(buyer, order.orderId)).rawPayload;
    await t.db
      .update(products)
      .set({ name: 'PX-9800 Desktop Processor', pricePoisha: 999_900 })
      .where(eq(products.id, product.id));
    await t.db.update(users).set({ name: 'Farhana R.' }).where(eq(users.id, buyer.id));
    const profile = await sendAs(t.app, buyer, 'PUT', `/api/update/user/${buyer.email}`, {
      address: 'Somewhere else entirely',
      phoneNumber: '+880 1999-999999',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const delivered = await markDelivered(t.app, admin, order.orderId);
    expect(delivered.json()).toEqual({ modifiedCount: 1 });

    const after = (await download(buyer, order.orderId)).rawPayload;
    expect(after.equals(before)).toBe(true);
    expect(await pdfText(after)).toContain('PX-9700 Desktop Processor');
  });
});

/** The database's message when `query` fails ('accepted' when it does not). */
const refusal = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => 'accepted',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

describe('invoices never change', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of an issued invoice', async () => {
    const product = await insertProduct(t.db, { minOrder: 5, availableQuantity: 100 });
    const { orderId } = await paidOrder(buyer, product);
    const db = t.db;
    for (const change of [
      db.update(invoices).set({ totalPoisha: 1 }).where(eq(invoices.orderId, orderId)),
      db.execute(sql`UPDATE invoices SET buyer_name = 'Someone else'`),
      db.delete(invoices).where(eq(invoices.orderId, orderId)),
      db.execute(sql`TRUNCATE invoices CASCADE`),
    ]) {
      expect(await refusal(change)).toMatch(/^invoices are immutable: (UPDATE|DELETE|TRUNCATE)/);
    }
    const [kept] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(kept?.totalPoisha).toBe(product.pricePoisha * product.minOrder);
  });

  it('an order gets one invoice: issuing a second one is refused', async () => {
    const product = await insertProduct(t.db, { minOrder: 5, availableQuantity: 100 });
    const { orderId } = await paidOrder(buyer, product);
    const row = await findOrder(t.db, orderId);
    await expect(
      t.db.transaction((tx) => issueInvoice(tx, row as NonNullable<typeof row>)),
    ).rejects.toThrow();
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(rows).toHaveLength(1);
  });
});

describe('invoice numbers', () => {
  it('30 orders paid at once, among 10 transactions that roll back: numbers stay gap-free', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10_000 });
    const buyers = [buyer, other, await signUpUser(t.app, { name: 'Client C' })];
    const pending: { orderId: string; intentId: string; user: TestUser }[] = [];
    for (let index = 0; index < 30; index += 1) {
      const user = buyers[index % buyers.length] as TestUser;
      const orderId = await placeOrder(t.app, user, product.id, { quantity: 1 + index });
      pending.push({ orderId, user, ...(await payLocally(t.app, user, orderId)) });
    }
    // A transaction that takes a number and then fails (the order already has its invoice).
    const invoiced = await findOrder(t.db, pending[0]?.orderId ?? '');
    await markPaid(t.app, buyer, pending[0]?.orderId ?? '', pending[0]?.intentId ?? '');
    const doomed = () =>
      t.db.transaction((tx) => issueInvoice(tx, { ...invoiced!, paidAt: new Date() }));

    const results = await Promise.allSettled([
      ...pending
        .slice(1)
        .map(({ user, orderId, intentId }) =>
          markPaid(t.app, user, orderId, intentId).then((res) => res.json()),
        ),
      ...Array.from({ length: 10 }, doomed),
    ]);
    const paid = results.slice(0, 29);
    const rolledBack = results.slice(29);
    expect(paid.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual(
      Array.from({ length: 29 }, () => ({ modifiedCount: 1 })),
    );
    expect(rolledBack.every((r) => r.status === 'rejected')).toBe(true);

    const issued = await allInvoices();
    expect(issued.map((invoice) => invoice.number)).toEqual(firstNumbers(issued.length));
    for (const { orderId } of pending) {
      expect(issued.filter((invoice) => invoice.orderId === orderId)).toHaveLength(1);
    }
    // Numbers follow the order in which invoices were issued.
    const times = issued.map((invoice) => invoice.issuedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('a payment refused for want of stock takes no number; the next one takes the next', async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 10 });
    const first = await placeOrder(t.app, buyer, product.id);
    const second = await placeOrder(t.app, other, product.id);
    const firstIntent = await payLocally(t.app, buyer, first);
    const secondIntent = await payLocally(t.app, other, second);
    expect((await markPaid(t.app, buyer, first, firstIntent.intentId)).statusCode).toBe(200);
    const before = await allInvoices();

    const refused = await markPaid(t.app, other, second, secondIntent.intentId);
    expect(refused.statusCode).toBe(409);
    expect(await allInvoices()).toEqual(before);
    expect((await download(other, second)).statusCode).toBe(409);

    const next = await paidOrder(
      other,
      await insertProduct(t.db, { minOrder: 1, availableQuantity: 5 }),
    );
    const after = await allInvoices();
    expect(after.map((invoice) => invoice.number)).toEqual(firstNumbers(before.length + 1));
    expect(after.at(-1)?.orderId).toBe(next.orderId);
  });

  it('orders paid before invoices existed get theirs, once, at start-up', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 5 });
    const [legacy] = await t.db
      .insert(orders)
      .values({
        ...orderOf(product, buyer, 2),
        status: 'delivered',
        isPaid: true,
        isDelivered: true,
        transactionId: `pi_legacy_${Date.now()}`,
        paymentProvider: 'local',
        paidAt: new Date('2025-03-01T10:00:00Z'),
        deliveredAt: new Date('2025-03-04T10:00:00Z'),
      })
      .returning();
    const before = await allInvoices();
    const log = { info: () => undefined };
    expect(await issueMissingInvoices(t.db, log)).toBe(1);
    expect(await issueMissingInvoices(t.db, log)).toBe(0);
    const after = await allInvoices();
    expect(after.map((invoice) => invoice.number)).toEqual(firstNumbers(before.length + 1));
    expect((await download(buyer, legacy?.id ?? '')).statusCode).toBe(200);
  });
});
