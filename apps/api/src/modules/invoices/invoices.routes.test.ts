import {
  amountInWords,
  fiscalYearLabel,
  fiscalYearOf,
  formatTaxDocumentNumber,
  INVOICE_MESSAGES,
  invoiceFileName,
  lineTax,
  PARTLINE_SELLER,
  TAX_DOCUMENT_MESSAGES,
  TaxInvoiceSchema,
} from '@partline/shared';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, type TestUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
} from '../../../test/helpers/cart.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { insertPaidOrder, lineOf, orderOf } from '../../../test/helpers/paid-orders.js';
import { markDelivered, markPaid, payLocally, placeOrder } from '../../../test/helpers/orders.js';
import { pdfLines, pdfText } from '../../../test/helpers/pdf.js';
import { companyWithBuyer } from '../../../test/helpers/receivables.js';
import { type TestApp, useTestApp } from '../../../test/helpers/test-app.js';
import { webhookReceiver } from '../../../test/helpers/webhook-receiver.js';
import {
  companies,
  companyAccounts,
  companyMembers,
  invoices,
  orderLines,
  orders,
  products,
  shopSettings,
  taxDocumentCounters,
  users,
} from '../../db/schema/index.js';
import { issueMissingInvoices } from '../../flows/issue-missing-invoices.js';
import { invoicePartiesOf } from '../../flows/issue-tax-invoice.js';
import { issueInvoice } from './invoices.service.js';

/*
 * Mushak-6.3 tax invoices (decision 306) through the real app, on PGlite and on PostgreSQL:
 * numbering per fiscal year under concurrency, the tax figures, who reads them as JSON and PDF,
 * what a missing BIN does. Race and authorization tests: never retried (decision 088).
 */

// These tests read invoices; the order e-mails are tested in src/mail. Webhooks: manual passes to
// a receiver on 127.0.0.1 (as webhooks.routes.test.ts).
const t = useTestApp({
  deps: {
    mailWorker: { autoStart: false },
    webhookWorker: {
      autoStart: false,
      retryDelayMs: () => 0,
      allowPrivateAddresses: true,
      maxInFlightPerHost: 100,
    },
  },
});
const hook = webhookReceiver();
beforeAll(async () => {
  await hook.up();
});
afterAll(() => hook.down());

/** The order row of `id` (read directly: this module's tests do not go through another module). */
const findOrder = async (db: TestApp['database']['db'], id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0];
const { buyer, other, admin } = useAccounts(t, {
  buyer: { name: 'Farhana Rahman' },
  other: { name: 'Client B' },
  admin: { role: 'admin' },
});

type Product = Awaited<ReturnType<typeof insertProduct>>;

afterEach(() => {
  vi.useRealTimers();
});

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

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const invoiceOf = async (orderId: string) =>
  (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

/** Every tax invoice number of fiscal year `fiscalYear`, in number order. */
const numbersOf = async (fiscalYear: number) =>
  (
    await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.fiscalYear, fiscalYear))
      .orderBy(asc(invoices.number))
  ).map((row) => row.number);

/** INV-<fy>-000001 … up to `count`: what gap-free numbering leaves behind. */
const firstNumbers = (fiscalYear: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    formatTaxDocumentNumber('invoice', fiscalYear, index + 1),
  );

/** Empties the shop's BIN for the duration of `run`, then puts the demo seller's back. */
async function withoutBin<T>(run: () => Promise<T>): Promise<T> {
  await t.db.update(shopSettings).set({ bin: '' });
  try {
    return await run();
  } finally {
    await t.db.update(shopSettings).set({ bin: PARTLINE_SELLER.bin });
  }
}

describe('a card order’s tax invoice', () => {
  let product: Product;
  let order: { orderId: string; intentId: string };

  beforeAll(async () => {
    product = await insertProduct(t.db, {
      productName: 'PX-9700 Desktop Processor',
      productPrice: 1400,
      minOrder: 20,
      availableQuantity: 5000,
    });
    order = await paidOrder(buyer, product);
  });

  it('is numbered INV-<fiscal year>-<serial> and carries the VAT of each line', async () => {
    const invoice = await invoiceOf(order.orderId);
    const fiscalYear = fiscalYearOf(new Date());
    expect(invoice?.number).toMatch(new RegExp(`^INV-${fiscalYearLabel(fiscalYear)}-\\d{6}$`));
    expect(invoice?.fiscalYear).toBe(fiscalYear);
    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.orderId));
    const expected = lineTax({
      unitPricePoisha: 140_000,
      quantity: 20,
      vatRate: line!.vatRate,
      sdRate: line!.sdRate,
      pricesIncludeVat: true,
      zeroRated: false,
    });
    expect(invoice).toMatchObject({
      totalPoisha: 2_800_000,
      valueExclVatPoisha: expected.valueExclVatPoisha,
      sdPoisha: expected.sdPoisha,
      vatPoisha: expected.vatPoisha,
      pricesIncludeVat: true,
      zeroRated: false,
      buyerBin: null,
      buyerCountry: 'BD',
      deliveryAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    });
    expect(
      (invoice?.valueExclVatPoisha ?? 0) + (invoice?.sdPoisha ?? 0) + (invoice?.vatPoisha ?? 0),
    ).toBe(2_800_000);
    expect(invoice?.seller).toMatchObject({ name: PARTLINE_SELLER.name, bin: PARTLINE_SELLER.bin });
  });

  it('answers JSON at GET /invoices/{number} and the PDF at /invoices/{number}.pdf', async () => {
    const invoice = await invoiceOf(order.orderId);
    const json = await get(`/api/invoices/${invoice?.number}`, buyer.headers);
    expect(json.statusCode, json.body).toBe(200);
    const body = TaxInvoiceSchema.parse(json.json());
    expect(body).toMatchObject({
      number: invoice?.number,
      orderNumber: invoice?.orderNumber,
      buyer: { name: 'Farhana Rahman', bin: null, country: 'BD' },
      seller: { bin: PARTLINE_SELLER.bin },
      total: 28_000,
      totalInWords: 'Taka Twenty-Eight Thousand Only',
      payment: { method: 'card', reference: order.intentId },
    });
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({ quantity: 20, unitPrice: 1400, total: 28_000 });
    expect((body.valueExclVat ?? 0) + (body.sd ?? 0) + (body.vat ?? 0)).toBeCloseTo(28_000, 2);

    const pdf = await get(`/api/invoices/${invoice?.number}.pdf`, buyer.headers);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${invoiceFileName(invoice?.number ?? '')}"`,
    );
    expect(pdf.rawPayload.equals((await download(buyer, order.orderId)).rawPayload)).toBe(true);
  });

  it('prints every field of a Mushak-6.3 on its PDF', async () => {
    const invoice = await invoiceOf(order.orderId);
    const text = await pdfText((await download(buyer, order.orderId)).rawPayload);
    const lines = await pdfLines((await download(buyer, order.orderId)).rawPayload);
    const money = (poisha: number) =>
      `Tk. ${(poisha / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
    for (const expected of [
      'Tax invoice',
      'Mushak-6.3',
      invoice?.number ?? 'no invoice',
      fiscalYearLabel(invoice?.fiscalYear ?? 0),
      'Date and time of issue',
      invoice?.orderNumber ?? 'no order number',
      PARTLINE_SELLER.name,
      ...PARTLINE_SELLER.addressLines,
      `BIN ${PARTLINE_SELLER.bin}`,
      'Farhana Rahman',
      `BIN: ${TAX_DOCUMENT_MESSAGES.notRegistered}`,
      'DELIVERY DESTINATION',
      'House 12, Road 5, Dhanmondi, Dhaka 1205',
      'PX-9700 Desktop Processor',
      '20 pcs',
      'Value excl. VAT',
      'VAT rate',
      'Value incl. all',
      money(invoice?.vatPoisha ?? 0),
      money(invoice?.valueExclVatPoisha ?? 0),
      'Tk. 28,000',
      `In words: ${amountInWords(2_800_000)}`,
      'Balance due',
      'Visa card ending 4242',
      `Reference: ${order.intentId} (local)`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(lines).toContainEqual(expect.stringMatching(/Total incl\. all Tk\. 28,000$/));
  });

  it('spills a long order onto a second page with the table header again', async () => {
    const many = await Promise.all(
      Array.from({ length: 45 }, (_, index) =>
        insertProduct(t.db, {
          productName: `Part ${index}`,
          productPrice: 100 + index,
          minOrder: 1,
          availableQuantity: 100,
        }),
      ),
    );
    const shopper = await signUpUser(t.app);
    await addAddress(t.app, shopper);
    for (const item of many) {
      expect((await addToCart(t.app, shopper, item.id, 1)).statusCode).toBe(200);
    }
    const placed = await checkout(t.app, shopper, {});
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().insertedId as string;
    const { intentId } = await payLocally(t.app, shopper, orderId);
    expect((await markPaid(t.app, shopper, orderId, intentId)).statusCode).toBe(200);
    const pdf = (await download(shopper, orderId)).rawPayload;
    const text = await pdfText(pdf);
    expect(text.match(/Value incl\. all/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Part 44');
    expect(text).toContain('In words:');
  });

  it('is for the buyer and shop admins: 404 for another client, 401 signed out', async () => {
    const invoice = await invoiceOf(order.orderId);
    const mine = await download(buyer, order.orderId);
    const asAdmin = await download(admin, order.orderId);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(mine.rawPayload)).toBe(true);
    expect((await get(`/api/invoices/${invoice?.number}`, admin.headers)).statusCode).toBe(200);

    const asOther = await download(other, order.orderId);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({
      error: { code: 'not_found', message: 'Order not found', requestId: expect.any(String) },
    });
    const json = await get(`/api/invoices/${invoice?.number}`, other.headers);
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({
      error: {
        code: 'not_found',
        message: TAX_DOCUMENT_MESSAGES.invoiceNotFound,
        requestId: expect.any(String),
      },
    });
    expect((await get(`/api/invoices/${invoice?.number}.pdf`, other.headers)).statusCode).toBe(404);
    expect((await get('/api/invoices/INV-1999-00-000001', buyer.headers)).statusCode).toBe(404);
    expect((await download(undefined, order.orderId)).statusCode).toBe(401);
    expect((await get(`/api/invoices/${invoice?.number}`)).statusCode).toBe(401);
  });

  it('answers 409 for an unpaid order and 404 for unknown or malformed ids', async () => {
    const unpaidId = await placeOrder(t.app, buyer, product.id, { quantity: 20 });
    const unpaid = await download(buyer, unpaidId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      error: { code: 'conflict', message: INVOICE_MESSAGES.notPaid, requestId: expect.any(String) },
    });
    expect((await download(buyer, crypto.randomUUID())).statusCode).toBe(404);
    expect((await download(buyer, 'not-an-id')).statusCode).toBe(404);
  });

  it('gives the same bytes after the product, the buyer and the shop settings change', async () => {
    const before = (await download(buyer, order.orderId)).rawPayload;
    await t.db
      .update(products)
      .set({ name: 'PX-9800 Desktop Processor', pricePoisha: 999_900 })
      .where(eq(products.id, product.id));
    await t.db.update(users).set({ name: 'Farhana R.' }).where(eq(users.id, buyer.id));
    await t.db.update(shopSettings).set({ legalName: 'Renamed Ltd.' });
    const profile = await sendAs(t.app, buyer, 'PUT', `/api/update/user/${buyer.email}`, {
      address: 'Somewhere else entirely',
      phoneNumber: '+880 1999-999999',
    });
    expect(profile.statusCode, profile.body).toBe(200);

    const after = (await download(buyer, order.orderId)).rawPayload;
    expect(after.equals(before)).toBe(true);
    expect(await pdfText(after)).toContain('PX-9700 Desktop Processor');

    // Shipping adds how the goods went, Mushak-6.3's vehicle (decision 321); the rest stays.
    const delivered = await markDelivered(t.app, admin, order.orderId);
    expect(delivered.json()).toEqual({ modifiedCount: 1 });
    const shipped = await pdfText((await download(buyer, order.orderId)).rawPayload);
    await t.db.update(shopSettings).set({ legalName: PARTLINE_SELLER.name });
    expect(shipped).toContain('PX-9700 Desktop Processor');
    expect(shipped).not.toContain('Renamed Ltd.');
    expect(shipped).toContain('VEHICLE TYPE AND NUMBER');
    expect(shipped).toContain('Own transport');
  });
});

describe('a company’s tax invoices', () => {
  let company: Awaited<ReturnType<typeof companyWithBuyer>>;
  let productId: string;
  let onAccount: { orderId: string; number: string };

  beforeAll(async () => {
    company = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 1_000_000,
    });
    productId = (await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 10_000 })).id;
    expect((await addToCart(t.app, company.buyer, productId, 3)).statusCode).toBe(200);
    const res = await checkout(t.app, company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-8812',
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().insertedId as string;
    onAccount = { orderId, number: (await invoiceOf(orderId))?.number ?? '' };
  });

  it('an order on account gets an INV- number with the company, its BIN and the PO', async () => {
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    const invoice = await invoiceOf(onAccount.orderId);
    expect(invoice?.number).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
    expect(invoice).toMatchObject({
      companyName: company.name,
      buyerBin: row?.bin,
      buyerAddress: row?.billingAddress,
      poNumber: 'PO-8812',
      paymentTermsDays: 30,
    });
    expect(
      (invoice?.valueExclVatPoisha ?? 0) + (invoice?.sdPoisha ?? 0) + (invoice?.vatPoisha ?? 0),
    ).toBe(invoice?.totalPoisha);
    const text = await pdfText(
      (await get(`/api/invoices/${onAccount.number}.pdf`, company.buyer.headers)).rawPayload,
    );
    for (const expected of [company.name, `BIN: ${row?.bin}`, 'PO-8812', 'Due date', 'Net 30']) {
      expect(text).toContain(expected);
    }
  });

  it('every admin of the company reads a colleague’s invoice; a removed admin no longer', async () => {
    const colleague = await signUpUser(t.app);
    await t.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: colleague.id, role: 'admin' });
    for (const reader of [company.companyAdmin, colleague]) {
      expect((await get(`/api/invoices/${onAccount.number}`, reader.headers)).statusCode).toBe(200);
      expect((await get(`/api/invoices/${onAccount.number}.pdf`, reader.headers)).statusCode).toBe(
        200,
      );
      expect((await download(reader, onAccount.orderId)).statusCode).toBe(200);
    }
    // A card order of the company's buyer is the company's too.
    const card = await placeOrder(t.app, company.buyer, productId, { quantity: 1 });
    const { intentId } = await payLocally(t.app, company.buyer, card);
    expect((await markPaid(t.app, company.buyer, card, intentId)).statusCode).toBe(200);
    expect((await download(colleague, card)).statusCode).toBe(200);

    await t.db.delete(companyMembers).where(eq(companyMembers.userId, colleague.id));
    expect((await get(`/api/invoices/${onAccount.number}`, colleague.headers)).statusCode).toBe(
      404,
    );
    expect((await download(colleague, onAccount.orderId)).statusCode).toBe(404);
    const list = await get('/api/invoices', colleague.headers);
    expect(list.json()).toEqual([]);
  });

  it('an invoices:read key reads the company’s invoices as JSON, not another company’s', async () => {
    const key = await createApiKey(t.app, company.companyAdmin, ['invoices:read']);
    const res = await get(`/api/invoices/${onAccount.number}`, key.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: onAccount.number, poNumber: 'PO-8812' });

    const list = await get('/api/invoices?limit=100', key.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((row: { number: string }) => row.number)).toContain(onAccount.number);

    const rival = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 1_000_000,
    });
    expect((await addToCart(t.app, rival.buyer, productId, 1)).statusCode).toBe(200);
    const placed = await checkout(t.app, rival.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-RIVAL',
    });
    const rivalNumber = (await invoiceOf(placed.json().insertedId))?.number;
    expect((await get(`/api/invoices/${rivalNumber}`, key.headers)).statusCode).toBe(404);
    const again = await get('/api/invoices?limit=100', key.headers);
    expect(again.json().map((row: { number: string }) => row.number)).not.toContain(rivalNumber);

    const ordersOnly = await createApiKey(t.app, company.companyAdmin, ['orders:read']);
    expect((await get(`/api/invoices/${onAccount.number}`, ordersOnly.headers)).statusCode).toBe(
      403,
    );
  });

  it('lists by keyset page, newest first, and filters by the day of issue', async () => {
    const first = await get('/api/invoices?limit=1', admin.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(1);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeTruthy();
    const second = await get(next!, admin.headers);
    expect(second.json()).toHaveLength(1);
    expect(second.json()[0].issuedAt <= first.json()[0].issuedAt).toBe(true);

    const none = await get('/api/invoices?from=2001-01-01&to=2001-01-31', admin.headers);
    expect(none.json()).toEqual([]);
    const bad = await get('/api/invoices?from=2026-13-01', admin.headers);
    expect(bad.statusCode).toBe(400);
    const backwards = await get('/api/invoices?from=2026-02-01&to=2026-01-01', admin.headers);
    expect(backwards.statusCode).toBe(400);
  });
});

describe('invoice.issued', () => {
  it('is delivered with the number, the fiscal year, the buyer BIN and the tax figures', async () => {
    const c = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 1_000_000,
    });
    const endpoint = await sendAs(t.app, c.companyAdmin, 'POST', '/api/webhooks/endpoints', {
      url: hook.url(),
      events: ['invoice.issued'],
      currentPassword: c.companyAdmin.password,
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const product = await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 100 });
    expect((await addToCart(t.app, c.buyer, product.id, 4)).statusCode).toBe(200);
    const placed = await checkout(t.app, c.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-HOOK',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const invoice = await invoiceOf(placed.json().insertedId);
    for (let pass = 0; pass < 5; pass += 1) {
      if ((await t.app.webhookWorker.runOnce()).claimed === 0) break;
    }
    const events = hook.received.map((r) => JSON.parse(r.body) as { type: string; data: object });
    const issued = events.find((event) => event.type === 'invoice.issued');
    expect(issued?.data).toEqual({
      _id: invoice?.id,
      number: invoice?.number,
      orderId: invoice?.orderId,
      orderNumber: invoice?.orderNumber,
      issuedAt: expect.any(String),
      fiscalYear: fiscalYearLabel(invoice?.fiscalYear ?? 0),
      buyerBin: invoice?.buyerBin,
      valueExclVat: (invoice?.valueExclVatPoisha ?? 0) / 100,
      sd: (invoice?.sdPoisha ?? 0) / 100,
      vat: (invoice?.vatPoisha ?? 0) / 100,
      totalPrice: 4000,
    });
  });
});

describe('tax invoice numbers', () => {
  it('100 invoices issued at once, among 10 that roll back: 100 consecutive serials', async () => {
    const fiscalYear = fiscalYearOf(new Date());
    const before = await numbersOf(fiscalYear);
    expect(before).toEqual(firstNumbers(fiscalYear, before.length));
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 100_000 });
    const buyers = [buyer, other, await signUpUser(t.app, { name: 'Client C' })];
    // 100 paid orders without their invoices yet, each with its line.
    const paid = await t.db
      .insert(orders)
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          ...orderOf(product, buyers[index % 3] as TestUser, 1 + index),
          status: 'paid' as const,
          isPaid: true,
          transactionId: `pi_race_${index}_${Date.now()}`,
          paymentProvider: 'local',
          paidAt: new Date(),
        })),
      )
      .returning();
    const lines = await t.db
      .insert(orderLines)
      .values(
        paid.map((row) => ({ orderId: row.id, position: 0, ...lineOf(product, row.quantity) })),
      )
      .returning();
    const doomedOrder = await findOrder(t.db, await insertPaidOrder(t.db, product, buyer, 1));
    const issue = (order: NonNullable<typeof doomedOrder>) =>
      t.db.transaction(async (tx) => {
        const parties = await invoicePartiesOf(tx, order);
        const own = lines.filter((line) => line.orderId === order.id);
        // The doomed order already has its invoice: it takes a serial, then fails.
        await issueInvoice(tx, { ...order, lines: own }, parties!);
      });
    const results = await Promise.allSettled([
      ...paid.map(issue),
      ...Array.from({ length: 10 }, () => issue(doomedOrder!)),
    ]);
    const refused = results.slice(0, 100).filter((r) => r.status === 'rejected');
    expect(refused.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(results.slice(100).every((r) => r.status === 'rejected')).toBe(true);

    const after = await numbersOf(fiscalYear);
    expect(after).toEqual(firstNumbers(fiscalYear, before.length + 101));
    expect(new Set(after).size).toBe(after.length);
    const rows = await t.db
      .select({ issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.fiscalYear, fiscalYear))
      .orderBy(asc(invoices.number));
    const times = rows.map((row) => row.issuedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('restarts at 000001 on 1 July, Dhaka time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 100 });
    // 30 June 2031, 23:59 in Dhaka (UTC+6): fiscal year 2030-31.
    vi.setSystemTime(new Date('2031-06-30T17:59:00Z'));
    const june = await invoiceOf(await insertPaidOrder(t.db, product, buyer, 1));
    vi.setSystemTime(new Date('2031-06-30T18:00:00Z'));
    const july = await invoiceOf(await insertPaidOrder(t.db, product, buyer, 1));
    const next = await invoiceOf(await insertPaidOrder(t.db, product, other, 1));
    vi.useRealTimers();
    expect(june).toMatchObject({ number: 'INV-2030-31-000001', fiscalYear: 2030 });
    expect(july).toMatchObject({ number: 'INV-2031-32-000001', fiscalYear: 2031 });
    expect(next?.number).toBe('INV-2031-32-000002');
    const text = await pdfText((await download(buyer, july!.orderId)).rawPayload);
    expect(text).toContain('1 July 2031, 00:00');
  });
});

describe('while the shop’s BIN is missing', () => {
  it('an order on account is refused with 409 and nothing is written', async () => {
    const c = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 1_000_000,
    });
    const product = await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 100 });
    expect((await addToCart(t.app, c.buyer, product.id, 2)).statusCode).toBe(200);
    const counters = await t.db.select().from(taxDocumentCounters);
    const account = await t.db
      .select()
      .from(companyAccounts)
      .where(eq(companyAccounts.companyId, c.id));
    const res = await withoutBin(() =>
      checkout(t.app, c.buyer, { paymentMethod: 'on_account', poNumber: 'PO-NOBIN' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'conflict',
        message: TAX_DOCUMENT_MESSAGES.binMissing,
        requestId: expect.any(String),
      },
    });
    expect(
      await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, c.id), eq(orders.poNumber, 'PO-NOBIN'))),
    ).toEqual([]);
    expect(await t.db.select().from(taxDocumentCounters)).toEqual(counters);
    expect(
      await t.db.select().from(companyAccounts).where(eq(companyAccounts.companyId, c.id)),
    ).toEqual(account);
    const [held] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(held?.heldQuantity).toBe(0);
    // With the BIN back the same cart goes through.
    const again = await checkout(t.app, c.buyer, { paymentMethod: 'on_account', poNumber: 'PO-1' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a card payment is recorded as paid; its invoice waits until the BIN is set', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 100 });
    const orderId = await placeOrder(t.app, buyer, product.id, { quantity: 2 });
    const { intentId } = await payLocally(t.app, buyer, orderId);
    const log = { info: () => undefined };
    await withoutBin(async () => {
      const paid = await markPaid(t.app, buyer, orderId, intentId);
      expect(paid.json(), paid.body).toEqual({ modifiedCount: 1 });
      expect((await findOrder(t.db, orderId))?.status).toBe('paid');
      expect(await invoiceOf(orderId)).toBeUndefined();
      expect((await download(buyer, orderId)).statusCode).toBe(409);
      expect(await issueMissingInvoices(t.db, log)).toBe(0);
    });
    expect(await issueMissingInvoices(t.db, log)).toBe(1);
    expect(await issueMissingInvoices(t.db, log)).toBe(0);
    const invoice = await invoiceOf(orderId);
    expect(invoice?.number).toMatch(/^INV-/);
    expect(invoice?.seller.bin).toBe(PARTLINE_SELLER.bin);
    expect((await download(buyer, orderId)).statusCode).toBe(200);
  });
});

describe('invoices never change', () => {
  /** The database's message when `query` fails ('accepted' when it does not). */
  const refusal = (query: PromiseLike<unknown>) =>
    Promise.resolve(query).then(
      () => 'accepted',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );

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
    const log = { info: () => undefined };
    expect(await issueMissingInvoices(t.db, log)).toBe(1);
    expect(await issueMissingInvoices(t.db, log)).toBe(0);
    const invoice = await invoiceOf(legacy!.id);
    expect(invoice?.number).toMatch(/^INV-/);
    expect(invoice?.totalPoisha).toBe(product.pricePoisha * 2);
    expect((await download(buyer, legacy?.id ?? '')).statusCode).toBe(200);
  });

  it('an invoice issued before VAT (PL-…) still reads and renders as it was', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 5 });
    const orderId = await insertPaidOrder(t.db, product, other, 1);
    const issued = await invoiceOf(orderId);
    // A second order with an old-style invoice, written as it was before VAT.
    const [old] = await t.db
      .insert(orders)
      .values({
        ...orderOf(product, other, 1),
        status: 'paid',
        isPaid: true,
        transactionId: `pi_old_${Date.now()}`,
        paymentProvider: 'local',
        paidAt: new Date('2026-03-01T10:00:00Z'),
      })
      .returning();
    await t.db.insert(invoices).values({
      number: 'PL-2026-000777',
      orderId: old!.id,
      orderNumber: old!.number,
      issuedAt: new Date('2026-03-01T10:00:00Z'),
      seller: PARTLINE_SELLER,
      buyerName: other.name,
      buyerEmail: other.email,
      productName: product.name,
      unitPricePoisha: product.pricePoisha,
      quantity: 1,
      totalPoisha: product.pricePoisha,
      paymentProvider: 'local',
      paymentReference: old!.transactionId!,
      paidAt: new Date('2026-03-01T10:00:00Z'),
    });
    const json = await get('/api/invoices/PL-2026-000777', other.headers);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({ fiscalYear: null, vat: null, byRate: [] });
    const text = await pdfText(
      (await get('/api/invoices/PL-2026-000777.pdf', other.headers)).rawPayload,
    );
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('Mushak-6.3');
    expect(issued?.number).toMatch(/^INV-/);
    expect(await t.db.select().from(invoices).where(like(invoices.number, 'PL-%'))).toHaveLength(1);
  });
});
