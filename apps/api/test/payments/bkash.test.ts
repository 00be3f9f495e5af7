import { PAYMENT_RAIL_MESSAGES, formatTaka } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { invoices, orders, paymentSessions } from '../../src/db/schema/index.js';
import { BkashPaymentProvider } from '../../src/payments/bkash-provider.js';
import { sendAs, useAccounts } from '../helpers/auth.js';
import { insertProduct } from '../helpers/factories.js';
import { cancelOrder, placeOrder } from '../helpers/orders.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';
import { bkashEnv, startBkashStandIn, type BkashStandIn } from '../stand-ins/bkash.js';

const PUBLIC_URL = 'https://shop.example.com';
const MAX_TAKA = 5_000;
/** Short, so that a delayed bKash is given up quickly; the stand-in's delay is longer. */
const TIMEOUT_MS = 400;

let standIn: BkashStandIn;
const t = useTestApp(async (afterClose) => {
  standIn = await startBkashStandIn();
  afterClose(() => standIn.close());
  return {
    env: { ...bkashEnv(standIn, MAX_TAKA), PUBLIC_URL },
    // The configured provider, with a shorter time limit.
    deps: { paymentProviders: [(db) => bkashProvider(db)] },
  };
});
const { client, other } = useAccounts(t, { client: {}, other: {} });

beforeEach(() => standIn.reset());

/** A provider against the stand-in on `db`, giving up after {@link TIMEOUT_MS}. */
function bkashProvider(db: Database) {
  return new BkashPaymentProvider(
    { ...standIn.credentials, sandbox: true, apiBase: standIn.url, maxOrderPoisha: MAX_TAKA * 100 },
    db,
    { timeoutMs: TIMEOUT_MS },
  );
}

/** `client`'s unpaid order of one piece at `price` Taka. */
async function unpaidOrder(price = 750) {
  const product = await insertProduct(t.db, { productPrice: price, minOrder: 1 });
  const orderId = await placeOrder(t.app, client, product.id, { quantity: 1 });
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

/** `POST /api/payment-sessions` with bKash for `orderId` as `client`. */
function startSession(orderId: string) {
  return sendAs(t.app, client, 'POST', '/api/payment-sessions', { orderId, provider: 'bkash' });
}

/** A started session: its id, bKash's paymentID and the wallet page. */
async function started(orderId: string) {
  const res = await startSession(orderId);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ sessionId: string; provider: string; redirectUrl: string }>();
  const paymentID = new URL(body.redirectUrl).pathname.split('/').at(-1)!;
  return { ...body, paymentID };
}

/**
 * The buyer presses `button` on bKash's wallet page; answers the callback URL bKash sends the
 * browser to.
 */
async function press(redirectUrl: string, button: 'confirm' | 'cancel' | 'fail') {
  const page = await fetch(redirectUrl);
  expect(await page.text()).toContain(`/${button}"`);
  const res = await fetch(`${redirectUrl}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location.startsWith(`${PUBLIC_URL}/api/payments/bkash/callback?`)).toBe(true);
  return location;
}

/** The browser opens the callback URL on the shop (`app.inject`). */
function openCallback(callbackUrl: string) {
  const url = new URL(callbackUrl);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

function returnPage(orderNumber: string, outcome: string) {
  return `${PUBLIC_URL}/dashboard/orders/${orderNumber}?payment=${outcome}`;
}

async function orderOf(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function sessionOf(id: string) {
  const [row] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row!;
}
const callsTo = (path: string) => standIn.requests.filter((r) => r.path === path);

describe('paying an order with bKash', () => {
  it('creates the payment for the stored total, executes it on the success callback and pays the order with its tax invoice', async () => {
    const order = await unpaidOrder(750);
    const session = await started(order.id);
    expect(session).toMatchObject({ sessionId: order.number, provider: 'bkash' });
    const [create] = callsTo('/tokenized/checkout/create');
    expect(create?.body).toMatchObject({
      mode: '0011',
      amount: (order.totalPoisha / 100).toFixed(2),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: order.number,
      callbackURL: `${PUBLIC_URL}/api/payments/bkash/callback`,
    });
    expect(create?.headers['x-app-key']).toBe(standIn.credentials.appKey);
    expect(create?.headers.authorization).toMatch(/^id_/);

    const res = await openCallback(await press(session.redirectUrl, 'confirm'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(returnPage(order.number, 'paid'));
    const payment = standIn.payments.get(session.paymentID)!;
    expect(payment.transactionStatus).toBe('Completed');
    expect(await orderOf(order.id)).toMatchObject({
      status: 'paid',
      paymentProvider: 'bkash',
      transactionId: order.number,
    });
    expect(await sessionOf(order.number)).toMatchObject({
      status: 'succeeded',
      providerRef: session.paymentID,
      providerTransactionId: payment.trxID,
    });
    // The buyer's tax invoice (Mushak-6.3) is there to download.
    const invoice = await sendAs(t.app, client, 'GET', `/api/orders/${order.id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    // One token for all of it: granted once, kept.
    expect(callsTo('/tokenized/checkout/token/grant').length).toBeLessThanOrEqual(1);
  });

  it('does not execute a cancelled or failed payment and leaves the order unpaid', async () => {
    for (const [button, outcome] of [
      ['cancel', 'cancelled'],
      ['fail', 'failed'],
    ] as const) {
      const order = await unpaidOrder();
      const session = await started(order.id);
      const res = await openCallback(await press(session.redirectUrl, button));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(returnPage(order.number, outcome));
      expect((await orderOf(order.id)).status).toBe('unpaid');
      expect(standIn.payments.get(session.paymentID)?.transactionStatus).toBe('Initiated');
    }
    expect(callsTo('/tokenized/checkout/execute')).toEqual([]);
  });

  it('records a declined execution (insufficient balance) as failed; the order stays unpaid', async () => {
    const order = await unpaidOrder();
    const session = await started(order.id);
    standIn.switches.insufficientBalance = true;
    const res = await openCallback(await press(session.redirectUrl, 'confirm'));
    expect(res.headers.location).toBe(returnPage(order.number, 'failed'));
    expect((await orderOf(order.id)).status).toBe('unpaid');
    expect(await sessionOf(order.number)).toMatchObject({
      status: 'failed',
      failureReason: 'bKash: Insufficient Balance (2023)',
    });
    // The buyer may try again: a new session, -2.
    standIn.switches.insufficientBalance = false;
    const again = await started(order.id);
    expect(again.sessionId).toBe(`${order.number}-2`);
    const paid = await openCallback(await press(again.redirectUrl, 'confirm'));
    expect(paid.headers.location).toBe(returnPage(order.number, 'paid'));
    expect(await orderOf(order.id)).toMatchObject({
      status: 'paid',
      transactionId: `${order.number}-2`,
    });
  });

  it('never uses a payment of another amount than the order', async () => {
    const order = await unpaidOrder();
    const session = await started(order.id);
    standIn.switches.amountOffPoisha = -100;
    const res = await openCallback(await press(session.redirectUrl, 'confirm'));
    expect(res.headers.location).toBe(returnPage(order.number, 'failed'));
    expect((await orderOf(order.id)).status).toBe('unpaid');
    expect(await sessionOf(order.number)).toMatchObject({
      status: 'failed',
      failureReason: PAYMENT_RAIL_MESSAGES.amountMismatch,
    });
  });

  it('pays once when the callback is replayed or duplicated', async () => {
    const order = await unpaidOrder();
    const session = await started(order.id);
    standIn.switches.duplicateCallback = true;
    const callback = await press(session.redirectUrl, 'confirm');
    for (let i = 0; i < 3; i += 1) {
      const res = await openCallback(callback);
      expect(res.headers.location).toBe(returnPage(order.number, 'paid'));
    }
    expect((await orderOf(order.id)).status).toBe('paid');
    // Executed once: the replays find the session paid and ask bKash nothing.
    expect(callsTo('/tokenized/checkout/execute')).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(
      1,
    );
  });

  it('pays once with one invoice when 20 callbacks arrive at once', async () => {
    const order = await unpaidOrder();
    const session = await started(order.id);
    const callback = await press(session.redirectUrl, 'confirm');
    const answers = await Promise.all(Array.from({ length: 20 }, () => openCallback(callback)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(303));
    expect(new Set(answers.map((res) => res.headers.location))).toEqual(
      new Set([returnPage(order.number, 'paid')]),
    );
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', transactionId: order.number });
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(
      1,
    );
    expect(
      callsTo('/tokenized/checkout/execute').filter((r) => r.body.paymentID === session.paymentID)
        .length,
    ).toBeGreaterThanOrEqual(1);
    expect(standIn.payments.get(session.paymentID)?.refunds).toEqual([]);
  });

  it('pays nothing on a forged callback', async () => {
    // An unknown paymentID: My Orders, failed.
    const unknown = await openCallback(
      `${PUBLIC_URL}/api/payments/bkash/callback?paymentID=TR0011FORGED&status=success`,
    );
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(`${PUBLIC_URL}/dashboard/my-orders?payment=failed`);

    // Success claimed for a payment the buyer never approved: bKash refuses to execute it, its
    // status stays Initiated, the order unpaid.
    const order = await unpaidOrder();
    const session = await started(order.id);
    const forged = await openCallback(
      `${PUBLIC_URL}/api/payments/bkash/callback?paymentID=${session.paymentID}&status=success`,
    );
    expect(forged.headers.location).toBe(returnPage(order.number, 'pending'));
    expect((await orderOf(order.id)).status).toBe('unpaid');
    expect((await sessionOf(order.number)).status).toBe('pending');
    expect(standIn.payments.get(session.paymentID)?.transactionStatus).toBe('Initiated');

    // A callback without its parameters is refused.
    const bad = await t.app.inject({ url: '/api/payments/bkash/callback?status=paid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });

  it('renews an expired token with the refresh token, or grants a new one', async () => {
    const order = await unpaidOrder();
    await started(order.id);
    standIn.expireTokens();
    const second = await unpaidOrder();
    const renewed = await startSession(second.id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(callsTo('/tokenized/checkout/token/refresh')).toHaveLength(1);
    const [refresh] = callsTo('/tokenized/checkout/token/refresh');
    expect(refresh?.headers.username).toBe(standIn.credentials.username);
    expect(refresh?.body.refresh_token).toMatch(/^rf_/);

    standIn.expireTokens();
    standIn.switches.refuseRefresh = true;
    const grants = callsTo('/tokenized/checkout/token/grant').length;
    const third = await unpaidOrder();
    expect((await startSession(third.id)).statusCode).toBe(200);
    expect(callsTo('/tokenized/checkout/token/grant')).toHaveLength(grants + 1);
  });

  it('answers 503 when bKash does not answer in time; opening the callback again pays', async () => {
    const order = await unpaidOrder();
    const session = await started(order.id);
    const callback = await press(session.redirectUrl, 'confirm');
    standIn.switches.delayMs = TIMEOUT_MS * 3;
    standIn.switches.delayPaths = ['/tokenized/checkout/execute'];
    const slow = await openCallback(callback);
    expect(slow.statusCode).toBe(503);
    expect(slow.json().error.code).toBe('service_unavailable');
    expect((await orderOf(order.id)).status).toBe('unpaid');
    expect((await sessionOf(order.number)).status).toBe('pending');

    // bKash executed it meanwhile; the retry finds it Completed and pays the order once.
    standIn.switches.delayMs = 0;
    const retried = await openCallback(callback);
    expect(retried.headers.location).toBe(returnPage(order.number, 'paid'));
    expect((await orderOf(order.id)).status).toBe('paid');
    expect(standIn.payments.get(session.paymentID)?.transactionStatus).toBe('Completed');
  });

  it('answers 404 on a server without bKash keys', async () => {
    const plain = await createTestApp({ env: { PUBLIC_URL } });
    try {
      const res = await plain.app.inject({
        url: '/api/payments/bkash/callback?paymentID=TR0011NOKEYS&status=success',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PAYMENT_RAIL_MESSAGES.providerOff);
    } finally {
      await plain.close();
    }
  });

  it("refuses an order over bKash's limit with 409", async () => {
    const order = await unpaidOrder(MAX_TAKA + 1);
    const res = await startSession(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      message: PAYMENT_RAIL_MESSAGES.overBkashLimit(formatTaka(MAX_TAKA)),
    });
    expect(callsTo('/tokenized/checkout/create')).toEqual([]);
  });

  it("does not open a session for another client's order", async () => {
    const order = await unpaidOrder();
    const res = await sendAs(t.app, other, 'POST', '/api/payment-sessions', {
      orderId: order.id,
      provider: 'bkash',
    });
    expect(res.statusCode).toBe(404);
    expect(callsTo('/tokenized/checkout/create')).toEqual([]);
  });

  it('refunds a cancelled paid order once and issues its credit note with the refund', async () => {
    const order = await unpaidOrder(1_200);
    const session = await started(order.id);
    await openCallback(await press(session.redirectUrl, 'confirm'));
    expect((await orderOf(order.id)).status).toBe('paid');

    const cancel = await cancelOrder(t.app, client, order.id);
    expect(cancel.json()).toEqual({ deletedCount: 1, status: 'cancelled' });
    const payment = standIn.payments.get(session.paymentID)!;
    expect(payment.refunds).toHaveLength(1);
    const [refund] = payment.refunds;
    expect(refund?.amount).toBe((order.totalPoisha / 100).toFixed(2));
    const cancelled = await orderOf(order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundId: refund?.refundTrxID });
    expect(await sessionOf(order.number)).toMatchObject({
      status: 'refunded',
      refundRef: refund?.refundTrxID,
    });

    const notes = await sendAs(t.app, client, 'GET', `/api/orders/${order.id}/tax-notes`);
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toEqual([
      expect.objectContaining({ kind: 'credit', refundReference: refund?.refundTrxID }),
    ]);

    // Cancelling again, or refunding again, never gives the money back twice.
    await cancelOrder(t.app, client, order.id);
    expect(payment.refunds).toHaveLength(1);
  });
});

describe('BkashPaymentProvider', () => {
  const provider = () => bkashProvider(t.db);

  it('refunds once even when the kept refund is lost: it asks bKash for the refund first', async () => {
    const order = await unpaidOrder(900);
    const session = await started(order.id);
    await openCallback(await press(session.redirectUrl, 'confirm'));
    const first = await provider().refund(order.number);
    // Again: the refund kept on the session, without asking bKash.
    standIn.reset();
    expect(await provider().refund(order.number)).toEqual(first);
    expect(callsTo('/tokenized/checkout/payment/refund')).toEqual([]);
    // As if the refund's reference had never been written.
    await t.db
      .update(paymentSessions)
      .set({ refundRef: null })
      .where(eq(paymentSessions.id, order.number));
    const second = await provider().refund(order.number);
    expect(second).toEqual(first);
    expect(standIn.payments.get(session.paymentID)?.refunds).toHaveLength(1);
    expect(await provider().retrieveIntent(order.number)).toMatchObject({
      status: 'succeeded',
      refunded: true,
      orderId: order.id,
    });
  });

  it('reads an expired payment as failed and an unknown session as undefined', async () => {
    const order = await unpaidOrder();
    const session = await started(order.id);
    standIn.payments.get(session.paymentID)!.transactionStatus = 'Expired';
    expect(await provider().retrieveIntent(order.number)).toMatchObject({
      status: 'failed',
      failureReason: 'bKash: Expired',
    });
    expect(await provider().retrieveIntent('SO-NOT-A-SESSION')).toBeUndefined();
  });
});
