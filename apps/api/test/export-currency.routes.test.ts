import {
  addDays,
  AdminOverviewSchema,
  AuditLogPageSchema,
  COMPANY_MESSAGES,
  CompanyCurrencyChangeSchema,
  convertPoishaTo,
  convertToPoisha,
  CURRENCY_MESSAGES,
  formatMoney,
  formatTaka,
  OrderDetailSchema,
  PRICE_LIST_MESSAGES,
  SalesRegisterSummarySchema,
  shopDay,
  shopMonth,
  StatementSchema,
  TaxInvoiceListSchema,
  toTaka,
} from '@partline/shared';
import { writeFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  companyMembers,
  exchangeRates,
  mailJobs,
  orderLines,
  orders,
  priceLists,
  products,
  shopSettings,
} from '../src/db/schema/index.js';
import { renderMailJob } from '../src/mail/order-mails.js';
import { sendAs, useAccounts, type TestUser } from './helpers/auth.js';
import { enableUsd as enableUsdAt } from './helpers/currencies.js';
import { addToCart, cartOf, checkout } from './helpers/cart.js';
import { insertProduct } from './helpers/factories.js';
import { markPaid } from './helpers/orders.js';
import { pdfText } from './helpers/pdf.js';
import { insertPriceList } from './helpers/price-lists.js';
import { companyWithBuyer } from './helpers/receivables.js';
import { startStripeStandIn, stripeEnv, type StripeStandIn } from './stand-ins/stripe.js';
import { useTestApp } from './helpers/test-app.js';

/*
 * A company billed in US dollars (decision 327) through the real app, on PGlite and PostgreSQL:
 * the admin enables USD with Bangladesh Bank's rate and bills the company in it; its buyer's
 * cart, order, invoice, statement and credit limit are in USD at converted or price-list prices;
 * a later rate leaves the placed order alone; the sales register and the overview count Taka at
 * the order's recorded rate; the Taka rails refuse it; Stripe (its stand-in) charges it in USD;
 * a company with documents keeps its currency. Never retried (decision 088).
 */

let standIn: StripeStandIn;
const t = useTestApp(async (afterClose) => {
  standIn = await startStripeStandIn();
  afterClose(() => standIn.close());
  return { env: stripeEnv(standIn, 'whsec_test_currency') };
});
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const RATE = '122.5';
const today = () => shopDay();

/** `poisha` in US cents at `rate`, rounded once per unit as the shop does. */
const cents = (poisha: number, rate = RATE) => convertPoishaTo('USD', poisha, rate);

beforeEach(async () => {
  await t.db.update(companies).set({ currency: 'BDT' });
  await t.db.update(priceLists).set({ currency: 'BDT' });
  await t.db.update(shopSettings).set({ enabledCurrencies: sql`'{}'::text[]` });
});

/** Records `rate` for USD on `day` and enables USD. */
const enableUsd = (rate = RATE, day = today()) => enableUsdAt(t.app, t.db, admin, rate, day);

const setCurrency = (companyId: string, body: object, user: TestUser = admin) =>
  sendAs(t.app, user, 'PATCH', `/api/admin/companies/${companyId}/currency`, body);

/**
 * A company in the United States (a zero-rated export, FOB Chittagong) with a buyer, net 30 and a
 * credit limit of Tk. 12,25,000, then billed in USD with its limit converted at today's rate.
 */
async function usdCompany() {
  const company = await companyWithBuyer(t.app, t.db, admin, {
    paymentTermsDays: 30,
    creditLimit: 1_225_000,
  });
  await t.db
    .update(companies)
    .set({ country: 'US', incoterm: 'FOB', incotermPlace: 'Chittagong' })
    .where(eq(companies.id, company.id));
  await t.db
    .update(companyMembers)
    .set({ monthlySpendingLimitPoisha: 24_500_000 })
    .where(eq(companyMembers.userId, company.buyer.id));
  const res = await setCurrency(company.id, { currency: 'USD' });
  expect(res.statusCode, res.body).toBe(200);
  return { ...company, change: CompanyCurrencyChangeSchema.parse(res.json()) };
}

/** An order's detail as its buyer reads it. */
async function orderDetail(user: TestUser, number: string) {
  const res = await sendAs(t.app, user, 'GET', `/api/orders/number/${number}`);
  expect(res.statusCode, res.body).toBe(200);
  return OrderDetailSchema.parse(res.json());
}

const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/**
 * The `kind` e-mail queued about order `orderId` as the mail worker renders it (decision 062),
 * in English and in Bangla (decision 328): subject and text.
 */
async function mailOf(orderId: string, kind: 'order_placed' | 'payment_receipt') {
  const [job] = await t.db
    .select()
    .from(mailJobs)
    .where(and(eq(mailJobs.orderId, orderId), eq(mailJobs.kind, kind)));
  expect(job, kind).toBeDefined();
  return (['en', 'bn'] as const).map((locale) => {
    const mail = renderMailJob(job!, 'http://shop.test', locale);
    return `${mail.subject}\n${mail.text}`;
  });
}

/** Each mail prints `minor` US cents as US dollars, in its language, and no Taka amount. */
function expectUsdMails([english, bangla]: string[], minor: number) {
  expect(english).toContain(formatMoney(minor, 'USD'));
  expect(bangla).toContain(formatMoney(minor, 'USD', 'bn-BD'));
  for (const text of [english, bangla]) {
    expect(text).not.toMatch(/Tk\.|৳/);
  }
}

describe("setting a company's billing currency", () => {
  it("converts the credit limit and spending limits at today's rate and audits the change", async () => {
    await enableUsd();
    const company = await usdCompany();
    // Tk. 12,25,000 at Tk. 122.50 = US$10,000.00; Tk. 2,45,000 = US$2,000.00.
    expect(company.change.company.currency).toBe('USD');
    expect(company.change.creditLimit).toBe(10_000);
    const buyer = company.change.members.find((member) => member.userId === company.buyer.id);
    expect(buyer?.monthlySpendingLimit).toBe(2_000);

    const statement = StatementSchema.parse(
      (await sendAs(t.app, company.companyAdmin, 'GET', '/api/company/statement')).json(),
    );
    expect(statement).toMatchObject({
      currency: 'USD',
      creditLimit: 10_000,
      availableCredit: 10_000,
    });

    const audit = AuditLogPageSchema.parse(
      (
        await sendAs(t.app, admin, 'GET', '/api/admin/audit-log?action=company.set_currency')
      ).json(),
    ).entries;
    expect(audit[0]).toMatchObject({
      targetId: company.id,
      before: { currency: 'BDT', creditLimit: 1_225_000 },
      after: { currency: 'USD', creditLimit: 10_000 },
    });
  });

  it('takes a credit limit given in the new currency', async () => {
    await enableUsd();
    const company = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 100_000,
    });
    const res = await setCurrency(company.id, { currency: 'USD', creditLimit: 5_000.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(CompanyCurrencyChangeSchema.parse(res.json()).creditLimit).toBe(5_000.5);
  });

  it('refuses a currency that is not enabled, and buyers', async () => {
    const company = await companyWithBuyer(t.app, t.db, admin);
    const refused = await setCurrency(company.id, { currency: 'EUR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CURRENCY_MESSAGES.notEnabled('EUR'));
    expect(
      (await setCurrency(company.id, { currency: 'USD' }, company.companyAdmin)).statusCode,
    ).toBe(403);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.currency).toBe('BDT');
  });
});

describe("a USD company's buyer", () => {
  it('buys in USD at converted and price-list prices; the order keeps its rate', async () => {
    await enableUsd();
    const company = await usdCompany();
    // Tk. 1,000.00 a piece: 100,000 poisha → 816.33 cents → US$8.16 a piece.
    const converted = await insertProduct(t.db, {
      productPrice: 1_000,
      minOrder: 1,
      availableQuantity: 100,
      hsCode: '847330',
      countryOfOrigin: 'CN',
    });
    const listed = await insertProduct(t.db, { productPrice: 5_000, minOrder: 1 });
    // A USD list of the company prices `listed` at US$37.50; a Taka list of it is not for it.
    const usdList = await insertPriceList(t.db, {
      companyIds: [company.id],
      entries: [{ productId: listed.id, minQuantity: 1, unitPricePoisha: 3_750 }],
    });
    await t.db.update(priceLists).set({ currency: 'USD' }).where(eq(priceLists.id, usdList.id));
    await insertPriceList(t.db, {
      companyIds: [company.id],
      entries: [{ productId: converted.id, minQuantity: 1, unitPricePoisha: 100 }],
    });

    expect((await addToCart(t.app, company.buyer, converted.id, 3)).statusCode).toBe(200);
    expect((await addToCart(t.app, company.buyer, listed.id, 2)).statusCode).toBe(200);
    const cart = await cartOf(t.app, company.buyer);
    const unit = cents(100_000);
    expect(unit).toBe(816);
    expect(cart.currency).toBe('USD');
    expect(cart.lines.map((line) => [line.unitPrice, line.lineTotal, line.priceList])).toEqual([
      [toTaka(unit), toTaka(unit * 3), null],
      [37.5, 75, usdList.name],
    ]);
    expect(cart.totalPrice).toBe(toTaka(unit * 3 + 7_500));
    // An export: zero-rated, so the buyer pays the prices without their VAT (decision 305).
    expect(cart.tax.vat).toBe(0);
    const total = Math.round(cart.tax.total * 100);

    const placed = await checkout(t.app, company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-EXP-1',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      currency: 'USD',
      bdtPerUnit: '122.500000',
      totalPoisha: total,
      zeroRated: true,
      vatPoisha: 0,
      incoterm: 'FOB',
    });
    // Its 'order placed' e-mail prints the order's amounts in US dollars (decision 327).
    expectUsdMails(await mailOf(orderId, 'order_placed'), total);
    const detail = await orderDetail(company.buyer, row.number);
    expect(detail).toMatchObject({
      currency: 'USD',
      bdtPerUnit: '122.5',
      totalPrice: toTaka(total),
    });

    // Its invoice on account, its statement and the credit it used are in USD.
    const invoices = TaxInvoiceListSchema.parse(
      (await sendAs(t.app, company.buyer, 'GET', '/api/invoices')).json(),
    );
    expect(invoices[0]).toMatchObject({
      orderId,
      currency: 'USD',
      bdtPerUnit: '122.5',
      total: toTaka(total),
      totalBdt: toTaka(convertToPoisha('USD', total, RATE)),
    });
    const statement = StatementSchema.parse(
      (await sendAs(t.app, company.companyAdmin, 'GET', '/api/company/statement')).json(),
    );
    expect(statement).toMatchObject({
      currency: 'USD',
      creditLimit: 10_000,
      openBalance: toTaka(total),
      availableCredit: toTaka(1_000_000 - total),
    });

    // The lines froze the product's customs data: a later change is not the order's.
    await t.db.update(products).set({ hsCode: '999999' }).where(eq(products.id, converted.id));
    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.productId, converted.id));
    expect(line).toMatchObject({ hsCode: '847330', countryOfOrigin: 'CN' });
    const pdf = await sendAs(
      t.app,
      company.buyer,
      'GET',
      `/api/orders/${orderId}/commercial-invoice.pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('8473.30');
    expect(text).not.toContain('9999.99');
    expect(text).toMatch(new RegExp(`Total USD\\s${toTaka(total).toFixed(2)}`));
    expect(text).toContain('FOB');

    // The tax invoice (Mushak-6.3) in USD states its Taka values at the order's rate.
    const taxPdf = await sendAs(t.app, company.buyer, 'GET', `/api/orders/${orderId}/invoice`);
    expect(taxPdf.statusCode).toBe(200);
    if (process.env.CURRENCY_PDF_OUT)
      writeFileSync(process.env.CURRENCY_PDF_OUT, taxPdf.rawPayload);
    const taxText = await pdfText(taxPdf.rawPayload);
    expect(taxText).toContain(`US$${toTaka(total).toFixed(2)}`);
    expect(taxText).toContain('In Taka at US$1 = Tk.');
    expect(taxText).toContain(
      formatTaka(toTaka(convertToPoisha('USD', total, RATE))).replace(/\u00a0/g, ' '),
    );

    // The rate of a new day changes new carts only: today's becomes yesterday's, and a new one
    // is recorded for today.
    await t.db
      .update(exchangeRates)
      .set({ effectiveOn: addDays(today(), -1) })
      .where(and(eq(exchangeRates.currency, 'USD'), eq(exchangeRates.effectiveOn, today())));
    const second = await sendAs(t.app, admin, 'POST', '/api/admin/exchange-rates', {
      currency: 'USD',
      bdtPerUnit: '125',
      effectiveOn: today(),
    });
    expect(second.statusCode, second.body).toBe(201);
    expect((await addToCart(t.app, company.buyer, converted.id, 1)).statusCode).toBe(200);
    expect((await cartOf(t.app, company.buyer)).lines[0]?.unitPrice).toBe(
      toTaka(cents(100_000, '125')),
    );
    expect(await orderRow(orderId)).toMatchObject({
      bdtPerUnit: '122.500000',
      totalPoisha: total,
    });
    expect((await orderDetail(company.buyer, row.number)).totalPrice).toBe(toTaka(total));

    // With documents, the company keeps its currency.
    const refused = await setCurrency(company.id, { currency: 'BDT' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(COMPANY_MESSAGES.currencyFixed('USD'));
  });

  it('refuses more on account than its credit limit in USD', async () => {
    await enableUsd();
    const company = await usdCompany();
    // US$10,000 of credit: 2 pieces of Tk. 7,35,000 (US$6,000 each) are above it.
    const product = await insertProduct(t.db, { productPrice: 735_000, minOrder: 1 });
    await t.db
      .update(companyMembers)
      .set({ monthlySpendingLimitPoisha: null })
      .where(eq(companyMembers.userId, company.buyer.id));
    expect((await addToCart(t.app, company.buyer, product.id, 2)).statusCode).toBe(200);
    const refused = await checkout(t.app, company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-EXP-1',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await t.db.select().from(orders).where(eq(orders.companyId, company.id))).toEqual([]);
  });

  it('pays by card through Stripe in USD; the register and the overview count Taka at its rate', async () => {
    await enableUsd();
    const company = await usdCompany();
    const product = await insertProduct(t.db, { productPrice: 2_450, minOrder: 1 });
    expect((await addToCart(t.app, company.buyer, product.id, 4)).statusCode).toBe(200);
    const placed = await checkout(t.app, company.buyer, { paymentMethod: 'card' });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    const { totalPoisha: totalCents, currency } = await orderRow(orderId);
    expect(currency).toBe('USD');

    // The Taka rails refuse it.
    for (const provider of ['sslcommerz', 'bkash'] as const) {
      const res = await sendAs(t.app, company.buyer, 'POST', '/api/payment-sessions', {
        orderId,
        provider,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(
        CURRENCY_MESSAGES.takaRailOnly(provider === 'bkash' ? 'bKash' : 'SSLCommerz', 'USD'),
      );
    }

    const before = await overview();
    const registerBefore = await register();
    const intent = await sendAs(t.app, company.buyer, 'POST', '/api/create-payment-intent', {
      orderId,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
    const created = standIn.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    expect(created?.form.get('currency')).toBe('usd');
    expect(created?.form.get('amount')).toBe(String(totalCents));
    standIn.succeed(paymentIntentId);
    const paid = await markPaid(t.app, company.buyer, orderId, paymentIntentId);
    expect(paid.json(), paid.body).toEqual({ modifiedCount: 1 });
    // Its 'order placed' e-mail and its receipt print the amounts in US dollars (decision 327).
    expectUsdMails(await mailOf(orderId, 'order_placed'), totalCents);
    expectUsdMails(await mailOf(orderId, 'payment_receipt'), totalCents);

    // Its total at Tk. 122.50 in the register and the overview, never at another rate.
    const taka = convertToPoisha('USD', totalCents, RATE);
    const after = await overview();
    expect(after.revenueTotal - before.revenueTotal).toBeCloseTo(toTaka(taka), 2);
    const registerAfter = await register();
    expect(registerAfter.invoices - registerBefore.invoices).toBe(1);
    expect(registerAfter.total - registerBefore.total).toBeCloseTo(toTaka(taka), 2);
    const invoices = TaxInvoiceListSchema.parse(
      (await sendAs(t.app, company.buyer, 'GET', '/api/invoices')).json(),
    );
    expect(invoices[0]).toMatchObject({
      currency: 'USD',
      total: toTaka(totalCents),
      totalBdt: toTaka(taka),
    });
  });
});

describe('price lists in a foreign currency', () => {
  it('are taken only in an enabled currency, and keep it once they have prices', async () => {
    const refused = await sendAs(t.app, admin, 'POST', '/api/price-lists', {
      name: `Export list ${Date.now()}`,
      currency: 'USD',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(CURRENCY_MESSAGES.notEnabled('USD'));
    await enableUsd();
    const created = await sendAs(t.app, admin, 'POST', '/api/price-lists', {
      name: `Export list ${Date.now()}`,
      currency: 'USD',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().currency).toBe('USD');

    const product = await insertProduct(t.db, { productPrice: 100 });
    const list = await insertPriceList(t.db, {
      entries: [{ productId: product.id, minQuantity: 1, unitPricePoisha: 5_000 }],
    });
    const moved = await sendAs(t.app, admin, 'PATCH', `/api/price-lists/${list.id}`, {
      currency: 'USD',
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().error.message).toBe(PRICE_LIST_MESSAGES.currencyFixed);
  });
});

async function register() {
  const res = await sendAs(
    t.app,
    admin,
    'GET',
    `/api/admin/sales-register?month=${shopMonth()}&format=json`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return SalesRegisterSummarySchema.parse(res.json());
}

async function overview() {
  const res = await sendAs(t.app, admin, 'GET', '/api/admin/overview');
  expect(res.statusCode, res.body).toBe(200);
  return AdminOverviewSchema.parse(res.json());
}
