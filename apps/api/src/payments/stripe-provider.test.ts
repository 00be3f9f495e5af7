import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccounts, sendAs } from '../../test/helpers/auth.js';
import { insertProduct } from '../../test/helpers/factories.js';
import { cancelOrder, confirmCard, markPaid, placeOrder } from '../../test/helpers/orders.js';
import {
  startStripeStandIn,
  stripeEnv,
  stripeSignature,
  type StripeStandIn,
} from '../../test/stand-ins/stripe.js';
import { createTestApp, useTestApp } from '../../test/helpers/test-app.js';
import { invoices, mailJobs, orders, products, webhookEvents } from '../db/schema/index.js';
import { StripePaymentProvider } from './stripe-provider.js';

const WEBHOOK_SECRET = 'whsec_test_partline';

let standIn: StripeStandIn;
const t = useTestApp(async (afterClose) => {
  standIn = await startStripeStandIn();
  afterClose(() => standIn.close());
  return { env: stripeEnv(standIn, WEBHOOK_SECRET) };
});
const { client, admin } = useAccounts(t, { client: {}, admin: { role: 'admin' } });

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
async function heldOf(productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return row?.heldQuantity;
}
async function createIntent(orderId: string) {
  const res = await sendAs(t.app, client, 'POST', '/api/create-payment-intent', {
    orderId,
    totalPrice: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    paymentIntentId: string;
    clientSecret: string;
    provider: string;
    publishableKey?: string;
  }>();
}
/** `client`'s order of `quantity` pieces of a new product (10 in stock), and its Stripe intent. */
async function orderWithIntent(quantity: number, minOrder = 1) {
  const product = await insertProduct(t.db, { minOrder, availableQuantity: 10 });
  const orderId = await placeOrder(t.app, client, product.id, { quantity });
  return { product, orderId, intent: await createIntent(orderId) };
}
function webhook(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}
function succeededEvent(eventId: string, intentId: string, orderId: string) {
  // Odd spacing on purpose: the signature must be checked on these exact bytes.
  return `{"id": "${eventId}",  "object": "event", "type": "payment_intent.succeeded", "data": {"object": {"id": "${intentId}", "object": "payment_intent", "metadata": {"orderId": "${orderId}"}}}}`;
}
const sign = (payload: string, secret = WEBHOOK_SECRET) => stripeSignature(payload, secret);
/** Reports the order's intent succeeded as Stripe does: a signed `payment_intent.succeeded`. */
const report = (eventId: string, intentId: string, orderId: string) => {
  const payload = succeededEvent(eventId, intentId, orderId);
  return webhook(payload, sign(payload));
};

describe('StripePaymentProvider against a local stand-in', () => {
  const provider = () =>
    new StripePaymentProvider({
      secretKey: 'sk_test_adapter',
      publishableKey: 'pk_test_adapter',
      webhookSecret: undefined,
      apiBase: standIn.url,
    });

  it('creates an intent in poisha, BDT, with the order id in its metadata', async () => {
    const orderId = '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b';
    const created = await provider().createIntent({
      orderId,
      amountPoisha: 140_050,
      currency: 'bdt',
      email: 'buyer@example.com',
      name: 'Buyer',
    });
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));
    const request = standIn.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(request?.authorization).toBe('Bearer sk_test_adapter');
    expect(request?.form.get('amount')).toBe('140050');
    expect(request?.form.get('currency')).toBe('bdt');
    expect(request?.form.get('metadata[orderId]')).toBe(orderId);

    expect(await provider().retrieveIntent(created.id)).toMatchObject({
      id: created.id,
      status: 'requires_payment_method',
      amountPoisha: 140_050,
      orderId,
      refunded: false,
    });
    standIn.succeed(created.id, { brand: 'mastercard', last4: '4444' });
    expect(await provider().retrieveIntent(created.id)).toMatchObject({
      status: 'succeeded',
      cardBrand: 'mastercard',
      last4: '4444',
    });
    const first = await provider().refund(created.id);
    const second = await provider().refund(created.id);
    expect(second.refundId).toBe(first.refundId);
    expect(await provider().retrieveIntent(created.id)).toMatchObject({ refunded: true });
  });

  it('answers undefined for an unknown intent', async () => {
    expect(await provider().retrieveIntent('pi_nope')).toBeUndefined();
  });
});

describe('paying through Stripe', () => {
  it('creates intents with the publishable key, marks paid only once Stripe says succeeded, and refunds on cancel', async () => {
    const product = await insertProduct(t.db, {
      productPrice: 99.5,
      minOrder: 2,
      availableQuantity: 10,
    });
    const orderId = await placeOrder(t.app, client, product.id, { quantity: 2 });
    const intent = await createIntent(orderId);
    expect(intent).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_partline' });
    expect(standIn.intents.get(intent.paymentIntentId)?.amount).toBe(19_900);

    const local = await confirmCard(t.app, client, intent.clientSecret);
    expect(local.statusCode).toBe(404);

    const early = await markPaid(t.app, client, orderId, intent.paymentIntentId);
    expect(early.statusCode).toBe(402);
    standIn.succeed(intent.paymentIntentId);
    expect((await markPaid(t.app, client, orderId, intent.paymentIntentId)).json()).toEqual({
      modifiedCount: 1,
    });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'paid',
      paymentProvider: 'stripe',
      cardLast4: '4242',
    });
    expect(await heldOf(product.id)).toBe(2);

    const cancel = await cancelOrder(t.app, client, orderId);
    expect(cancel.json()).toEqual({ deletedCount: 1, status: 'cancelled' });
    const refund = standIn.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intent.paymentIntentId,
    );
    expect(refund?.idempotencyKey).toBe(`partline-refund-${intent.paymentIntentId}`);
    expect((await orderRow(orderId))?.refundId).toMatch(/^re_stand_in_/);
    expect(await heldOf(product.id)).toBe(0);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad, missing or foreign signature with 400 and changes nothing', async () => {
    const { orderId, intent } = await orderWithIntent(1);
    standIn.succeed(intent.paymentIntentId);
    const payload = succeededEvent('evt_bad_sig', intent.paymentIntentId, orderId);
    for (const res of [
      await webhook(payload),
      await webhook(payload, 't=1,v1=deadbeef'),
      await webhook(payload, sign(payload, 'whsec_someone_else')),
      await webhook(payload.replace('"object": "event"', '"object":"event"'), sign(payload)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect((await orderRow(orderId))?.status).toBe('unpaid');
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_bad_sig')),
    ).toEqual([]);
  });

  it('marks the order paid from payment_intent.succeeded; 20 concurrent replays make exactly one transition', async () => {
    const { product, orderId, intent } = await orderWithIntent(3, 3);
    standIn.succeed(intent.paymentIntentId);
    const payload = succeededEvent('evt_replayed', intent.paymentIntentId, orderId);
    const signature = sign(payload);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => webhook(payload, signature)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((res) => res.json().duplicate === false)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'paid',
      transactionId: intent.paymentIntentId,
    });
    expect(await heldOf(product.id)).toBe(3);
    // One invoice and one receipt e-mail, whatever the replays (decisions 060, 062).
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    const receipts = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, orderId), eq(mailJobs.kind, 'payment_receipt')));
    expect(receipts).toHaveLength(1);

    // The client's own confirmation afterwards is a replay too.
    expect((await markPaid(t.app, client, orderId, intent.paymentIntentId)).json()).toEqual({
      modifiedCount: 0,
    });
    // A different event for the same intent changes nothing either.
    expect((await report('evt_other', intent.paymentIntentId, orderId)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await heldOf(product.id)).toBe(3);
  });

  it('does not trust the event: an intent that has not succeeded at Stripe pays nothing', async () => {
    const { orderId, intent } = await orderWithIntent(1);
    const res = await report('evt_forged_state', intent.paymentIntentId, orderId);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('unpaid');
  });

  it('refunds a payment reported for an order cancelled meanwhile', async () => {
    const { orderId, intent } = await orderWithIntent(1);
    const cancel = await cancelOrder(t.app, client, orderId);
    expect(cancel.json()).toEqual({ deletedCount: 1, status: 'deleted' });
    standIn.succeed(intent.paymentIntentId);
    expect((await report('evt_for_deleted', intent.paymentIntentId, orderId)).statusCode).toBe(200);
    expect(standIn.intents.get(intent.paymentIntentId)?.charge?.refunded).toBe(true);
    expect(await orderRow(orderId)).toBeUndefined();
  });

  it('refunds a payment reported for an order whose product was deleted meanwhile, and says so on the order', async () => {
    const { product, orderId, intent } = await orderWithIntent(2);
    standIn.succeed(intent.paymentIntentId);
    const deleted = await sendAs(t.app, admin, 'DELETE', `/api/product/${product.id}`);
    expect(deleted.json()).toEqual({ deletedCount: 1 });

    // A business refusal is acknowledged: Stripe must not send it again.
    const acknowledged = await report('evt_product_gone', intent.paymentIntentId, orderId);
    expect(acknowledged.statusCode).toBe(200);
    expect(standIn.intents.get(intent.paymentIntentId)?.charge?.refunded).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'unpaid',
      isPaid: false,
      transactionId: null,
      refusedPaymentReason: 'product_gone',
    });
    expect((await orderRow(orderId))?.refusedPaymentAt).toBeInstanceOf(Date);
    expect(await heldOf(product.id)).toBe(0);
  });

  it('refunds a second payment reported after the paid order was cancelled, and says so on the order', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, client, product.id, { quantity: 1 });
    const first = await createIntent(orderId);
    const second = await createIntent(orderId);
    standIn.succeed(first.paymentIntentId);
    expect((await report('evt_first_paid', first.paymentIntentId, orderId)).statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('paid');
    const cancel = await cancelOrder(t.app, client, orderId);
    expect(cancel.json()).toEqual({ deletedCount: 1, status: 'cancelled' });

    standIn.succeed(second.paymentIntentId);
    expect((await report('evt_second_late', second.paymentIntentId, orderId)).statusCode).toBe(200);
    expect(standIn.intents.get(second.paymentIntentId)?.charge?.refunded).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      transactionId: first.paymentIntentId,
      refusedPaymentReason: 'order_cancelled',
    });
    expect(await heldOf(product.id)).toBe(0);
  });

  it('acknowledges other event types without acting', async () => {
    const payload =
      '{"id":"evt_other_type","object":"event","type":"charge.refunded","data":{"object":{"id":"ch_1","object":"charge"}}}';
    const res = await webhook(payload, sign(payload));
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('without the webhook secret', () => {
  it('the local provider answers 404 at the webhook', async () => {
    const local = await createTestApp();
    try {
      const payload = succeededEvent('evt_x', 'pi_x', '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b');
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
        payload,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});
