import {
  ApiErrorSchema,
  MONEY_MESSAGES,
  PRODUCT_IMPORT_MESSAGES,
  ProductImportSchema,
  QuoteSchema,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../src/db/schema/index.js';
import { renderMailJob } from '../../src/mail/order-mails.js';
import { UNSTORABLE_FIELD_MESSAGE } from '../../src/plugins/json-body.js';
import { signUpUser, useAccounts, sendAs } from '../helpers/auth.js';
import { addAddress, addToCart, cartOf, insertTieredProduct } from '../helpers/cart.js';
import { companyInput, createCompany, invite } from '../helpers/companies.js';
import { insertProduct } from '../helpers/factories.js';
import { makeImage } from '../helpers/images.js';
import { placeOrder, putOrder } from '../helpers/orders.js';
import { answerQuote, dayFromToday, requestQuote } from '../helpers/quotes.js';
import {
  companyWithBuyer,
  insertInvoiceOnAccount,
  insertMember,
  recordPayment,
} from '../helpers/receivables.js';
import {
  startStripeStandIn,
  stripeEnv,
  stripeSignature,
  type StripeStandIn,
} from '../stand-ins/stripe.js';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app.js';
import { snapshotDatabase } from './harness.js';

/**
 * Counter-examples the fuzz suite found (decision 055), kept as plain tests: each answered a 500 or
 * a body outside the one error shape before its fix.
 */

const t = useTestApp();
const { client, admin } = useAccounts(t, { client: {}, admin: { role: 'admin' } });

beforeAll(async () => {
  await t.app.mailWorker.stop();
});

function expectErrorShape(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(ApiErrorSchema.safeParse(JSON.parse(response.body)).success, response.body).toBe(true);
}

describe('addresses the router refuses (Fastify frameworkErrors)', () => {
  it('answers a malformed percent-encoding 400 in the error shape, without echoing the path', async () => {
    const response = await sendAs(t.app, client, 'PUT', "/api/orders/%?'%20OR%201%3D1%20--=1", {});
    expectErrorShape(response, 400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'The address is not valid',
        requestId: expect.any(String),
      },
    });
  });

  it('answers a path parameter longer than the router allows 414 in the error shape', async () => {
    const response = await sendAs(t.app, client, 'DELETE', `/api/orders/${'a'.repeat(5_000)}`);
    expectErrorShape(response, 414);
    expect(response.json().error.message).toBe('A part of the address is too long');
  });
});

describe('NUL characters, which PostgreSQL cannot store', () => {
  it('answers 400 for a NUL in a path parameter, changing nothing', async () => {
    const before = await snapshotDatabase(t.db);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/user/admin/%00',
        headers: admin.headers,
      });
      expectErrorShape(response, 400);
      expect(response.json().error.message).toBe('Text may not contain NUL characters');
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('answers 400 for a NUL in a body field, storing nothing', async () => {
    const before = await snapshotDatabase(t.db);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: client.headers,
      payload: {
        clientSecret: "a\u0000b' OR 1=1 --",
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2040,
      },
    });
    expectErrorShape(confirm, 400);
    const profile = await sendAs(t.app, client, 'PUT', `/api/update/user/${client.email}`, {
      institution: 'BUET',
      address: 'Road\u00005',
    });
    expectErrorShape(profile, 400);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe('amounts: numbers with at most two decimals, nothing coerced (decision 296)', () => {
  it('answers a spending limit of 0.001, 12.345, true or [] 400 on members and invitations, storing nothing', async () => {
    const owner = await signUpUser(t.app);
    const companyId = await createCompany(t.app, owner);
    const member = await signUpUser(t.app);
    await insertMember(t.db, companyId, member);
    const before = await snapshotDatabase(t.db);
    for (const [i, limit] of [0.001, 12.345, true, [], '12.345', 1e-7].entries()) {
      const put = await sendAs(t.app, owner, 'PUT', `/api/company/members/${member.id}`, {
        monthlySpendingLimit: limit,
      });
      expectErrorShape(put, 400);
      expect(put.json().error.code).toBe('validation_failed');
      expect(put.json().error.details.monthlySpendingLimit, JSON.stringify(limit)).toHaveLength(1);
      const invited = await sendAs(t.app, owner, 'POST', '/api/company/invitations', {
        email: `limit-${i}-${Date.now()}@example.com`,
        role: 'buyer',
        monthlySpendingLimit: limit,
      });
      expectErrorShape(invited, 400);
      expect(invited.json().error.details.monthlySpendingLimit).toHaveLength(1);
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
    // Two decimals, numeric text and no limit are still taken.
    for (const limit of [12.34, '250.50', null]) {
      const put = await sendAs(t.app, owner, 'PUT', `/api/company/members/${member.id}`, {
        monthlySpendingLimit: limit,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    expect(
      (await invite(t.app, owner, `ok-${Date.now()}@example.com`, 'buyer', 0.29)).statusCode,
    ).toBe(201);
  });
});

describe('lone surrogates, which PostgreSQL cannot store (decision 296)', () => {
  const broken = 'Dhaka \ud800 Traders';

  it('answers 400 for one in a company name, licence or address, storing nothing', async () => {
    const owner = await signUpUser(t.app);
    const companyId = await createCompany(t.app, owner);
    const newcomer = await signUpUser(t.app);
    const before = await snapshotDatabase(t.db);
    for (const field of ['name', 'tradeLicenceNumber', 'billingAddress']) {
      const body = companyInput({ [field]: broken });
      for (const response of [
        await sendAs(t.app, newcomer, 'POST', '/api/company', body),
        await sendAs(t.app, owner, 'PUT', '/api/company', body),
        await sendAs(t.app, admin, 'PUT', `/api/admin/companies/${companyId}`, body),
      ]) {
        expectErrorShape(response, 400);
        expect(response.json().error).toMatchObject({
          code: 'validation_failed',
          details: { [field]: [UNSTORABLE_FIELD_MESSAGE] },
        });
      }
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
    // Bangla and emoji (surrogate pairs) are text like any other.
    const bangla = companyInput({ name: 'ঢাকা সিস্টেমস লিমিটেড 💻' });
    const created = await sendAs(t.app, newcomer, 'POST', '/api/company', bangla);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().name).toBe('ঢাকা সিস্টেমস লিমিটেড 💻');
  });

  it('answers 400 for one in a bank payment reference, recording nothing', async () => {
    const company = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 100_000,
    });
    const invoice = await insertInvoiceOnAccount(t.db, company, {
      totalPoisha: 500_000,
      daysAgo: 3,
      number: 'PL-2020-000901',
    });
    const payment = (reference: string) => ({
      amount: 1000,
      receivedOn: dayFromToday(0),
      reference,
      allocations: [{ invoiceId: invoice.id, amount: 1000 }],
    });
    const before = await snapshotDatabase(t.db);
    const refused = await recordPayment(t.app, admin, company.id, payment(`DBBL-TT-\udc00-1`));
    expectErrorShape(refused, 400);
    expect(refused.json().error.details).toEqual({ reference: [UNSTORABLE_FIELD_MESSAGE] });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    const taken = await recordPayment(t.app, admin, company.id, payment('DBBL-TT-ঢাকা-1'));
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('answers 400 for one in a query string', async () => {
    const response = await sendAs(
      t.app,
      admin,
      'GET',
      `/api/admin/companies?q=${encodeURIComponent('a')}%ED%A0%80`,
    );
    expect(response.statusCode).toBeLessThan(500);
    const nul = await sendAs(t.app, admin, 'GET', '/api/admin/companies?q=a%00b');
    expectErrorShape(nul, 400);
    expect(nul.json().error.details).toEqual({ q: [UNSTORABLE_FIELD_MESSAGE] });
  });
});

describe('totals that must fit exactly (decision 296)', () => {
  /** A buyer's quote request for two products. */
  async function requestedQuote() {
    const buyer = await signUpUser(t.app);
    await addAddress(t.app, buyer);
    const cpu = await insertTieredProduct(t.db, { productPrice: 1000, minOrder: 1 });
    const ram = await insertTieredProduct(t.db, { productPrice: 500, minOrder: 1 });
    expect((await addToCart(t.app, buyer, cpu.id, 10)).statusCode).toBe(200);
    expect((await addToCart(t.app, buyer, ram.id, 20)).statusCode).toBe(200);
    const res = await requestQuote(t.app, buyer, { message: 'Best price?' });
    expect(res.statusCode, res.body).toBe(201);
    return QuoteSchema.parse(res.json());
  }
  const answer = (
    quote: { versions: { lines: { productId: string }[] }[] },
    quantity: number,
    unitPrice: number,
  ) => ({
    lines: quote.versions.at(-1)!.lines.map((line) => ({
      productId: line.productId,
      quantity,
      unitPrice,
    })),
    validUntil: dayFromToday(7),
    message: 'Our price',
  });

  it('answers a quote answer of 1e8 pieces at Tk. 1e8 400, storing and mailing nothing', async () => {
    const quote = await requestedQuote();
    const before = await snapshotDatabase(t.db);
    const response = await answerQuote(t.app, admin, quote._id, answer(quote, 1e8, 1e8));
    expectErrorShape(response, 400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: MONEY_MESSAGES.totalTooLarge,
      details: { 'lines.0.quantity': [MONEY_MESSAGES.totalTooLarge] },
      requestId: expect.any(String),
    });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('answers a quote answer whose lines fit but whose total passes 2^53 poisha 400', async () => {
    const quote = await requestedQuote();
    const before = await snapshotDatabase(t.db);
    // 900,000 × Tk. 100,000,000 = 9e15 poisha a line, just under 2^53; two lines are not.
    const response = await answerQuote(t.app, admin, quote._id, answer(quote, 900_000, 1e8));
    expectErrorShape(response, 400);
    expect(response.json().error.details).toEqual({ lines: [MONEY_MESSAGES.totalTooLarge] });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    // The largest answer that fits is stored exactly and its mail queued.
    const fits = await answerQuote(t.app, admin, quote._id, answer(quote, 450_000, 1e8));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(QuoteSchema.parse(fits.json()).versions.at(-1)!.totalPrice).toBe(9e13);
    const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.kind, 'quote_answered'));
    const mail = renderMailJob(job!, 'http://localhost');
    expect(mail.text).toContain('Tk.\u00a090,000,000,000,000');
  });

  it('answers a cart line whose total does not fit 400, keeping the cart as it was', async () => {
    const buyer = await signUpUser(t.app);
    const product = await insertProduct(t.db, {
      productPrice: 100_000_000,
      minOrder: 1,
      availableQuantity: 1_000_000_000,
    });
    const before = await cartOf(t.app, buyer);
    const response = await addToCart(t.app, buyer, product.id, 100_000_000);
    expectErrorShape(response, 400);
    expect(response.json().error.details).toEqual({ quantity: [MONEY_MESSAGES.totalTooLarge] });
    expect(await cartOf(t.app, buyer)).toEqual(before);
  });
});

describe('POST /api/images with a broken multipart body', () => {
  it('answers a body that ends inside the file part 400, storing nothing', async () => {
    const png = await makeImage('png', 8, 8);
    const head =
      '------partline-fuzz\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\n' +
      'Content-Type: image/png\r\n\r\n';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: {
        ...client.headers,
        'content-type': 'multipart/form-data; boundary=----partline-fuzz',
      },
      payload: Buffer.concat([Buffer.from(head), png.subarray(0, 20)]),
    });
    expectErrorShape(response, 400);
    expect(response.json().error.message).toBe(
      'The upload is incomplete or not valid multipart/form-data',
    );
  });
});

describe('POST /api/product-imports with a NUL byte in the header', () => {
  it('fails the import with a reason the database can store, never leaving it reading', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product-imports',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: `sku,name,catega\u0000bory\r\nFUZZ-1,Part,x\r\n`,
    });
    expect(response.statusCode, response.body).toBe(202);
    const failure = PRODUCT_IMPORT_MESSAGES.unknownColumns(['catega\uFFFDbory']);
    expect(ProductImportSchema.parse(response.json())).toMatchObject({ status: 'failed', failure });
    const read = await t.app.inject({
      url: `/api/product-imports/${response.json<{ id: string }>().id}`,
      headers: admin.headers,
    });
    expect(read.json()).toMatchObject({ status: 'failed', failure });
  });
});

describe('POST /api/webhooks/stripe with a signed body that is not a Stripe event', () => {
  const secret = 'whsec_regression';
  let standIn: StripeStandIn;
  let stripeApp: TestApp;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripeApp = await createTestApp({ env: stripeEnv(standIn, secret) });
    await stripeApp.app.mailWorker.stop();
  });
  afterAll(async () => {
    await stripeApp.close();
    await standIn.close();
  });

  /** A new buyer and their unpaid order of one piece. */
  async function newOrder() {
    const buyer = await signUpUser(stripeApp.app);
    const product = await insertProduct(stripeApp.db, {
      minOrder: 1,
      availableQuantity: 10,
    });
    const orderId = await placeOrder(stripeApp.app, buyer, product.id, { quantity: 1 });
    return { buyer, orderId };
  }

  /** `POST /api/webhooks/stripe` with `payload`, signed with the endpoint's secret. */
  const postSigned = (payload: string) =>
    stripeApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, secret),
      },
      payload,
    });

  it.each([
    ['without data', { id: "' OR 1=1 --", type: 'payment_intent.succeeded' }],
    ['without a type', { id: 'evt_no_type', data: { object: {} } }],
    [
      'with an intent id that is not text',
      {
        id: 'evt_odd_intent',
        type: 'payment_intent.succeeded',
        data: { object: { id: { $gt: '' } } },
      },
    ],
    [
      'with an order id that is not text',
      {
        id: 'evt_odd_order',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_1', metadata: { orderId: [1] } } },
      },
    ],
  ])('answers an event %s 400 and records nothing', async (_case, event) => {
    const before = await snapshotDatabase(stripeApp.db);
    const payload = JSON.stringify(event);
    const response = await postSigned(payload);
    expectErrorShape(response, 400);
    expect(response.json().error.message).toBe('This is not a Stripe event');
    expect(await snapshotDatabase(stripeApp.db)).toEqual(before);
  });

  it('answers a transactionId that is no intent id (a lone surrogate) 400, asking Stripe nothing', async () => {
    const { buyer, orderId } = await newOrder();
    const before = await snapshotDatabase(stripeApp.db);
    const asked = standIn.requests.length;
    const response = await putOrder(stripeApp.app, buyer, orderId, {
      transactionId: '\ud800\u202e',
      isPaid: true,
    });
    // Refused with the body, before any route code (decision 296).
    expectErrorShape(response, 400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      details: { transactionId: [UNSTORABLE_FIELD_MESSAGE] },
    });
    expect(standIn.requests.length).toBe(asked);
    expect(await snapshotDatabase(stripeApp.db)).toEqual(before);
  });

  it('acknowledges a signed event whose intent id is no intent id, paying nothing', async () => {
    const { buyer, orderId } = await newOrder();
    const payload = JSON.stringify({
      id: 'evt_odd_intent_text',
      type: 'payment_intent.succeeded',
      data: { object: { id: '\ud800\u202e', object: 'payment_intent', metadata: { orderId } } },
    });
    const response = await postSigned(payload);
    expect(response.statusCode, response.body).toBe(200);
    const order = await stripeApp.app.inject({
      url: `/api/orders/${buyer.email}`,
      headers: buyer.headers,
    });
    expect(order.json()[0]).toMatchObject({ _id: orderId, isPaid: false, status: 'unpaid' });
  });

  it('still handles a well-formed signed event', async () => {
    const { orderId } = await newOrder();
    const payload = JSON.stringify({
      id: 'evt_well_formed',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unknown', object: 'payment_intent', metadata: { orderId } } },
    });
    const response = await postSigned(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});
