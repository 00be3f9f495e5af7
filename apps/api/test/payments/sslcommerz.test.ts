import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import {
  auditLog,
  invoices,
  orders,
  paymentSessions,
  taxAdjustmentNotes,
} from '../../src/db/schema/index.js';
import type { Database } from '../../src/db/client.js';
import {
  DEFAULT_RECONCILE_OPTIONS,
  reconcilePaymentSessions,
} from '../../src/flows/reconcile-payment-sessions.js';
import { createPaymentRegistry } from '../../src/payments/registry.js';
import { SslcommerzPaymentProvider } from '../../src/payments/sslcommerz-provider.js';
import { sendAs, signUpUser, useAccounts, type TestUser } from '../helpers/auth.js';
import { addAddress, addToCart, checkout } from '../helpers/cart.js';
import { insertProduct } from '../helpers/factories.js';
import { cancelOrder, placeOrder } from '../helpers/orders.js';
import {
  sslcommerzEnv,
  startSslcommerzStandIn,
  type SslcommerzStandIn,
} from '../stand-ins/sslcommerz.js';
import {
  createTestDatabase,
  makeTempDir,
  testConfig,
  useTestApp,
  type TestDatabase,
} from '../helpers/test-app.js';

// SSLCommerz end to end against its stand-in (decision 312): sessions, IPN, the buyer's return,
// risk review, reconciliation and refunds, on the real app and database. Never retried.

const PUBLIC_URL = 'https://shop.example.com';
const SESSIONS = '/api/payment-sessions';

let standIn: SslcommerzStandIn;
/** The app the stand-in's IPNs go to (SSLCommerz posts them to the shop, server to server). */
let ipnTarget: () => App;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

const t = useTestApp(async (afterClose) => {
  standIn = await startSslcommerzStandIn({
    deliverIpn: async (url, fields) => {
      const res = await ipnTarget().inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: formHeaders,
        payload: form(fields),
      });
      return res.statusCode;
    },
  });
  afterClose(() => standIn.close());
  return {
    env: { ...sslcommerzEnv(standIn), PUBLIC_URL },
    // The unpaid-hold job's passes are run by the tests, not by the timer.
    deps: { unpaidHoldJob: { autoStart: false } },
  };
});
const { client, other, admin } = useAccounts(t, {
  client: {},
  other: {},
  admin: { role: 'admin' },
});
beforeAll(() => {
  ipnTarget = () => t.app;
});

function resetBehaviour() {
  Object.assign(standIn.behaviour, {
    decline: false,
    invalidValId: false,
    amountOffsetPoisha: 0,
    duplicateIpn: false,
    riskLevel: 0,
    delayMs: 0,
  });
}

async function orderRow(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
async function sessionRow(db: Database, id: string) {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row;
}
async function invoiceCount(db: Database, orderId: string) {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return rows.length;
}
/** Makes a session look `minutes` older than it is (the reconciliation job's clock). */
async function age(db: Database, sessionId: string, minutes: number) {
  await db
    .update(paymentSessions)
    .set({ createdAt: sql`${paymentSessions.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(paymentSessions.id, sessionId));
}

/**
 * `buyer`'s new order of 2 pieces (Tk. 1,250 each) and its SSLCommerz session; `checkedOut`: the
 * order comes from the cart's checkout and holds its stock until paid (decision 160).
 */
async function openSession(app: App, db: Database, buyer: TestUser, checkedOut = false) {
  const product = await insertProduct(db, {
    productPrice: 1250,
    availableQuantity: 50,
    minOrder: 1,
  });
  let orderId: string;
  if (checkedOut) {
    await addAddress(app, buyer);
    expect((await addToCart(app, buyer, product.id, 2)).statusCode).toBe(200);
    const placed = await checkout(app, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json<{ insertedId: string }>().insertedId;
  } else {
    orderId = await placeOrder(app, buyer, product.id, { quantity: 2 });
  }
  const res = await sendAs(app, buyer, 'POST', SESSIONS, { orderId, provider: 'sslcommerz' });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json<{ sessionId: string; redirectUrl: string }>();
  const sessionkey = created.redirectUrl.split('/').pop() ?? '';
  return { orderId, product, sessionkey, ...created };
}

function ipn(app: App, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/ipn',
    headers: formHeaders,
    payload: form(fields),
  });
}
/** The buyer's browser posting SSLCommerz's form back to the shop. */
function returnTo(app: App, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: formHeaders,
    payload: form(fields),
  });
}
const landing = (number: string, outcome: string) =>
  `${PUBLIC_URL}/dashboard/orders/${number}?payment=${outcome}`;

describe('POST /payment-sessions with SSLCommerz', () => {
  it('opens a session for the order’s own total for its buyer, and 404 for another buyer', async () => {
    resetBehaviour();
    const product = await insertProduct(t.db, {
      productPrice: 1250,
      availableQuantity: 50,
      minOrder: 1,
    });
    const orderId = await placeOrder(t.app, client, product.id, { quantity: 2 });
    const order = await orderRow(t.db, orderId);

    const refused = await sendAs(t.app, other, 'POST', SESSIONS, {
      orderId,
      provider: 'sslcommerz',
    });
    expect(refused.statusCode).toBe(404);

    const res = await sendAs(t.app, client, 'POST', SESSIONS, {
      orderId,
      provider: 'sslcommerz',
      amount: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<{ sessionId: string; provider: string; redirectUrl: string }>();
    expect(created).toMatchObject({ sessionId: order?.number, provider: 'sslcommerz' });
    expect(created.redirectUrl.startsWith(`${standIn.url}/gw/`)).toBe(true);
    const sent = standIn.sessionOf(created.sessionId);
    expect(sent?.amount).toBe('2500.00');
    expect(sent?.currency).toBe('BDT');
    expect(sent?.valueA).toBe(orderId);
    expect(sent?.urls.ipn).toBe(`${PUBLIC_URL}/api/payments/sslcommerz/ipn`);
    expect(sent?.form.get('store_passwd')).toBe(standIn.storePassword);
  });
});

describe('SSLCommerz payments', () => {
  beforeAll(() => resetBehaviour());

  it('pays through the hosted page: IPN first, then the browser comes back (paid, one invoice)', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    const page = await fetch(s.redirectUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('BDT 2500.00');
    for (const label of ['Pay', 'Fail', 'Cancel']) expect(html).toContain(`>${label}</button>`);

    // The "Pay" button: SSLCommerz sends the IPN, then the page posts the browser back.
    const paid = await fetch(`${s.redirectUrl}/pay`, { method: 'POST' });
    const back = await paid.text();
    expect(back).toContain(`action="${PUBLIC_URL}/api/payments/sslcommerz/return/success"`);
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(true);

    const outcome = standIn.sessionOf(s.sessionId);
    const fields = Object.fromEntries(
      [...back.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ) as Record<string, string>;
    expect(fields.val_id).toBe(outcome?.valId);
    const res = await returnTo(
      t.app,
      `${PUBLIC_URL}/api/payments/sslcommerz/return/success`,
      fields,
    );
    const order = await orderRow(t.db, s.orderId);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(landing(order?.number ?? '', 'paid'));
    expect(order).toMatchObject({
      isPaid: true,
      status: 'paid',
      transactionId: s.sessionId,
      paymentProvider: 'sslcommerz',
    });
    expect(await invoiceCount(t.db, s.orderId)).toBe(1);
    expect(await sessionRow(t.db, s.sessionId)).toMatchObject({
      status: 'succeeded',
      providerTransactionId: outcome?.bankTranId,
    });
  });

  it('pays when the browser comes back before the IPN; the late IPN changes nothing', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay', { ipn: false });
    const res = await returnTo(t.app, outcome.returnUrl, outcome.returnFields);
    const order = await orderRow(t.db, s.orderId);
    expect(res.headers.location).toBe(landing(order?.number ?? '', 'paid'));
    expect(order?.isPaid).toBe(true);

    // SSLCommerz may send the browser back with a GET as well.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sslcommerz/return/success?${form({ tran_id: s.sessionId, val_id: outcome.ipn.val_id ?? '' })}`,
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(landing(order?.number ?? '', 'paid'));

    const late = await ipn(t.app, outcome.ipn);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await invoiceCount(t.db, s.orderId)).toBe(1);
  });

  it('a declined payment leaves the order unpaid and the session failed', async () => {
    resetBehaviour();
    standIn.behaviour.decline = true;
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay');
    expect(outcome.ipnStatuses).toEqual([200]);
    expect(outcome.returnUrl).toBe(`${PUBLIC_URL}/api/payments/sslcommerz/return/fail`);
    const res = await returnTo(t.app, outcome.returnUrl, outcome.returnFields);
    const order = await orderRow(t.db, s.orderId);
    expect(res.headers.location).toBe(landing(order?.number ?? '', 'failed'));
    expect(order).toMatchObject({ isPaid: false, status: 'unpaid' });
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('failed');
    expect(await invoiceCount(t.db, s.orderId)).toBe(0);
  });

  it('a later attempt that pays on the same SSLCommerz session pays the order after a decline', async () => {
    resetBehaviour();
    standIn.behaviour.decline = true;
    const s = await openSession(t.app, t.db, client);
    await standIn.finish(s.sessionkey, 'pay');
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('failed');

    standIn.behaviour.decline = false;
    const retried = await standIn.finish(s.sessionkey, 'pay');
    expect(retried.ipnStatuses).toEqual([200]);
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(true);
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('succeeded');
    expect(await invoiceCount(t.db, s.orderId)).toBe(1);
  });

  it('a cancelled payment leaves the order unpaid and the session cancelled', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'cancel');
    const res = await returnTo(t.app, outcome.returnUrl, outcome.returnFields);
    const order = await orderRow(t.db, s.orderId);
    expect(res.headers.location).toBe(landing(order?.number ?? '', 'cancelled'));
    expect(order?.isPaid).toBe(false);
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('cancelled');
  });

  it('a val_id SSLCommerz never issued pays nothing and fails nothing', async () => {
    resetBehaviour();
    standIn.behaviour.invalidValId = true;
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay');
    expect(outcome.ipnStatuses).toEqual([200]);
    const res = await returnTo(t.app, outcome.returnUrl, outcome.returnFields);
    const order = await orderRow(t.db, s.orderId);
    expect(res.headers.location).toBe(landing(order?.number ?? '', 'pending'));
    expect(order?.isPaid).toBe(false);
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('pending');

    // The browser's word alone (a success return without a payment) is no payment either.
    const claimed = await returnTo(t.app, `${PUBLIC_URL}/api/payments/sslcommerz/return/success`, {
      tran_id: s.sessionId,
      val_id: 'made-up',
      status: 'VALID',
    });
    expect(claimed.headers.location).toBe(landing(order?.number ?? '', 'pending'));
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(false);
  });

  it('a payment of another amount does not pay the order', async () => {
    resetBehaviour();
    standIn.behaviour.amountOffsetPoisha = -100_000;
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay');
    expect(outcome.ipnStatuses).toEqual([200]);
    const res = await returnTo(t.app, outcome.returnUrl, outcome.returnFields);
    const order = await orderRow(t.db, s.orderId);
    expect(res.headers.location).toBe(landing(order?.number ?? '', 'failed'));
    expect(order?.isPaid).toBe(false);
    expect(await sessionRow(t.db, s.sessionId)).toMatchObject({
      status: 'failed',
      failureReason: 'The amount paid is not the amount of this order',
    });
  });

  it('a duplicated and a replayed IPN pay once', async () => {
    resetBehaviour();
    standIn.behaviour.duplicateIpn = true;
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay');
    expect(outcome.ipnStatuses).toEqual([200, 200]);
    const replay = await ipn(t.app, outcome.ipn);
    expect(replay.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(true);
    expect(await invoiceCount(t.db, s.orderId)).toBe(1);
  });

  it('refuses a forged IPN (400) and changes nothing', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay', { ipn: false });
    const forgeries: Record<string, string>[] = [
      { ...outcome.ipn, amount: '1.00' },
      { ...outcome.ipn, verify_sign: '0'.repeat(32) },
      { tran_id: s.sessionId, val_id: outcome.ipn.val_id ?? '', status: 'VALID' },
      // Signed by someone who knows another password.
      (() => {
        const { verify_sign: _sign, verify_key: _key, ...plain } = outcome.ipn;
        return { ...plain, verify_key: 'amount,status', verify_sign: '1'.repeat(32) };
      })(),
    ];
    for (const forged of forgeries) {
      const res = await ipn(t.app, forged);
      expect(res.statusCode, JSON.stringify(forged)).toBe(400);
      expect(res.json().error.message).toBe('This notification is not signed by SSLCommerz');
    }
    expect(await orderRow(t.db, s.orderId)).toMatchObject({ isPaid: false, status: 'unpaid' });
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('pending');
  });

  it('takes the browser back from SSLCommerz’s site although it carries the shop’s cookies', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay', { ipn: false });
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(outcome.returnUrl).pathname,
      headers: { ...formHeaders, cookie: client.cookie, origin: standIn.url },
      payload: form(outcome.returnFields),
    });
    expect(res.statusCode).toBe(303);
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(true);
  });

  it('answers a signed IPN of an unknown session 200 refused', async () => {
    resetBehaviour();
    const res = await ipn(t.app, standIn.sign({ tran_id: 'SO-1999-000001', val_id: 'x' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'refused' });
  });

  it('20 concurrent callbacks pay the order once', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    const outcome = await standIn.finish(s.sessionkey, 'pay', { ipn: false });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0
          ? ipn(t.app, outcome.ipn)
          : returnTo(t.app, outcome.returnUrl, outcome.returnFields),
      ),
    );
    const order = await orderRow(t.db, s.orderId);
    for (const [n, res] of answers.entries()) {
      if (n % 2 === 0) expect(res.json()).toEqual({ received: true, outcome: 'paid' });
      else expect(res.headers.location).toBe(landing(order?.number ?? '', 'paid'));
    }
    expect(order?.isPaid).toBe(true);
    expect(await invoiceCount(t.db, s.orderId)).toBe(1);
  });

  it('cancelling a paid order refunds it through SSLCommerz with its credit note', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    await standIn.finish(s.sessionkey, 'pay');
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(true);

    const res = await cancelOrder(t.app, client, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    const refund = standIn.refunds.get(s.sessionId);
    expect(refund?.amount).toBe('2500.00');
    expect(refund?.bankTranId).toBe(standIn.sessionOf(s.sessionId)?.bankTranId);
    const order = await orderRow(t.db, s.orderId);
    expect(order).toMatchObject({ status: 'cancelled', refundId: refund?.refundRefId });
    const notes = await t.db
      .select()
      .from(taxAdjustmentNotes)
      .where(and(eq(taxAdjustmentNotes.orderId, s.orderId), eq(taxAdjustmentNotes.kind, 'credit')));
    expect(notes).toHaveLength(1);
  });
});

describe('risk review', () => {
  it('holds a risky payment for the admin, keeps its stock past the hold time, and accept pays it', async () => {
    resetBehaviour();
    standIn.behaviour.riskLevel = 1;
    const s = await openSession(t.app, t.db, client, true);
    expect((await orderRow(t.db, s.orderId))?.stockHeld).toBe(true);
    const outcome = await standIn.finish(s.sessionkey, 'pay');
    const res = await returnTo(t.app, outcome.returnUrl, outcome.returnFields);
    const number = (await orderRow(t.db, s.orderId))?.number ?? '';
    expect(res.headers.location).toBe(landing(number, 'review'));
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(false);

    const listed = await sendAs(t.app, admin, 'GET', '/api/admin/payment-sessions?status=review');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: s.sessionId, orderNumber: number, amount: 2500, riskLevel: 1 }),
    );
    expect((await sendAs(t.app, client, 'GET', '/api/admin/payment-sessions')).statusCode).toBe(
      403,
    );

    // The unpaid-hold job does not cancel an order whose payment waits for review.
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(orders.id, s.orderId));
    expect(await t.app.unpaidHoldJob.runOnce()).toBe(0);
    expect(await orderRow(t.db, s.orderId)).toMatchObject({ status: 'unpaid', stockHeld: true });

    const review = (decision: string) =>
      sendAs(t.app, admin, 'POST', `/api/admin/payment-sessions/${s.sessionId}/review`, {
        decision,
      });
    const accepted = await review('accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: s.sessionId, status: 'succeeded' });
    expect(await orderRow(t.db, s.orderId)).toMatchObject({ isPaid: true, status: 'paid' });
    expect(await invoiceCount(t.db, s.orderId)).toBe(1);
    expect((await review('refund')).statusCode).toBe(409);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, s.orderId));
    expect(audit.map((entry) => entry.action)).toEqual(['payment.review']);
  });

  it('refund gives a risky payment back and leaves the order unpaid', async () => {
    resetBehaviour();
    standIn.behaviour.riskLevel = 1;
    const s = await openSession(t.app, t.db, client);
    await standIn.finish(s.sessionkey, 'pay');
    const res = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/admin/payment-sessions/${s.sessionId}/review`,
      { decision: 'refund' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded' });
    expect(standIn.refunds.get(s.sessionId)?.amount).toBe('2500.00');
    expect(await orderRow(t.db, s.orderId)).toMatchObject({ isPaid: false, status: 'unpaid' });
    expect(await invoiceCount(t.db, s.orderId)).toBe(0);
    const byClient = await sendAs(
      t.app,
      client,
      'POST',
      `/api/admin/payment-sessions/${s.sessionId}/review`,
      { decision: 'accept' },
    );
    expect(byClient.statusCode).toBe(403);
  });
});

describe('reconciliation job', () => {
  it('pays a session whose buyer never came back and whose IPN was lost', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    await standIn.finish(s.sessionkey, 'pay', { ipn: false });
    await t.app.paymentReconciliation.runOnce();
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(false);
    await age(t.db, s.sessionId, 16);
    await t.app.paymentReconciliation.runOnce();
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(true);
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('succeeded');
    expect(await invoiceCount(t.db, s.orderId)).toBe(1);
  });

  it('asks the longest unasked sessions first: abandoned ones never starve a paid one', async () => {
    resetBehaviour();
    const abandoned = await openSession(t.app, t.db, client);
    const paid = await openSession(t.app, t.db, client);
    await standIn.finish(paid.sessionkey, 'pay', { ipn: false });
    await age(t.db, abandoned.sessionId, 30);
    await age(t.db, paid.sessionId, 20);
    const payments = await createPaymentRegistry(t.config, t.db);
    const onePerPass = { ...DEFAULT_RECONCILE_OPTIONS, batchSize: 1 };
    const first = await reconcilePaymentSessions(t.db, payments, t.app.log, onePerPass);
    expect(first).toEqual({ looked: 1, completed: 0, expired: 0 });
    const second = await reconcilePaymentSessions(t.db, payments, t.app.log, onePerPass);
    expect(second).toEqual({ looked: 1, completed: 1, expired: 0 });
    expect((await orderRow(t.db, paid.orderId))?.isPaid).toBe(true);
    expect((await sessionRow(t.db, abandoned.sessionId))?.status).toBe('pending');
  });

  it('expires a session never completed after 24 hours', async () => {
    resetBehaviour();
    const s = await openSession(t.app, t.db, client);
    await age(t.db, s.sessionId, 16);
    await t.app.paymentReconciliation.runOnce();
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('pending');
    await age(t.db, s.sessionId, 24 * 60);
    await t.app.paymentReconciliation.runOnce();
    expect((await sessionRow(t.db, s.sessionId))?.status).toBe('expired');
    expect((await orderRow(t.db, s.orderId))?.isPaid).toBe(false);
  });
});

describe('SSLCommerz not answering', () => {
  // Its own app (a provider with a short timeout) and its own store: its order numbers repeat.
  let app: App;
  let database: TestDatabase;
  let buyer: TestUser;
  let slow: SslcommerzStandIn;
  beforeAll(async () => {
    slow = await startSslcommerzStandIn({ storeId: 'partline_slow', storePassword: 'slow@ssl' });
    database = await createTestDatabase();
    const config = testConfig(makeTempDir(), { ...sslcommerzEnv(slow), PUBLIC_URL });
    if (!config.sslcommerz) throw new Error('SSLCommerz is configured');
    const provider = new SslcommerzPaymentProvider(config.sslcommerz, database.handle.db, {
      timeoutMs: 300,
    });
    app = await buildApp(config, { database: database.handle, paymentProviders: [provider] });
    buyer = await signUpUser(app);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await slow.close();
  });

  it('answers the IPN 503 while SSLCommerz times out; the reconciliation job pays later', async () => {
    const s = await openSession(app, database.handle.db, buyer);
    const outcome = await slow.finish(s.sessionkey, 'pay', { ipn: false });
    slow.behaviour.delayMs = 1_000;
    const res = await ipn(app, outcome.ipn);
    expect(res.statusCode).toBe(503);
    const back = await returnTo(app, outcome.returnUrl, outcome.returnFields);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/dashboard/my-orders?payment=pending`);
    expect((await orderRow(database.handle.db, s.orderId))?.isPaid).toBe(false);
    expect((await sessionRow(database.handle.db, s.sessionId))?.status).toBe('pending');

    slow.behaviour.delayMs = 0;
    await age(database.handle.db, s.sessionId, 16);
    await app.paymentReconciliation.runOnce();
    expect((await orderRow(database.handle.db, s.orderId))?.isPaid).toBe(true);
  });
});
