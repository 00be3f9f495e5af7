import { ApiErrorSchema, OrderListSchema, OrderSchema } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentIntents } from '../../db/schema/index.js';
import { signUpUser, type TestUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import { productRow } from '../../../test/helpers/cart.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import {
  cancelOrder,
  card,
  confirmCard,
  createIntent,
  intentRow,
  intentsOf,
  markDelivered,
  markPaid,
  markReviewed,
  ordersOf,
  payLocally,
  payOrder,
  placeOrder,
  postOrder,
  putOrder,
} from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { clientA, clientB, admin } = useAccounts(t, {
  clientA: { name: 'Client A' },
  clientB: { name: 'Client B' },
  admin: { role: 'admin' },
});

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
/** A place-order body with the shortest address and phone the rules accept. */
const orderBody = (productId: string, quantity: number) => ({
  productId,
  quantity,
  address: 'A',
  phoneNumber: '017',
});
async function getOrder(user: TestUser, id: string) {
  return (await ordersOf(t.app, user)).find((order) => order._id === id);
}
/** An order of `user` paid with 4242 through the local provider. */
async function paidOrder(user: TestUser, productId: string, quantity = 10) {
  const orderId = await placeOrder(t.app, user, productId, { quantity });
  const intentId = await payOrder(t.app, user, orderId);
  return { orderId, intentId };
}

describe('POST /api/orders', () => {
  it('computes the total on the server and ignores client-sent totals, e-mails and flags', async () => {
    const product = await insertProduct(t.db, {
      productPrice: 1400.5,
      minOrder: 5,
      availableQuantity: 50,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: clientA.headers,
      payload: {
        productId: product.id,
        quantity: '7',
        address: 'House 1, Dhaka',
        phoneNumber: '01711000000',
        totalPrice: 1,
        productPrice: 1,
        userEmail: clientB.email,
        userName: 'Mallory',
        isPaid: true,
        isDelivered: true,
        status: 'paid',
        transactionId: 'pi_fake',
      },
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();
    const order = OrderSchema.parse(await getOrder(clientA, insertedId));
    expect(order).toMatchObject({
      userEmail: clientA.email,
      userName: 'Client A',
      productName: product.name,
      productPrice: 1400.5,
      quantity: 7,
      requiredQuantity: 7,
      totalPrice: 9803.5,
      availableQuantity: 50,
      minOrder: 5,
      status: 'unpaid',
      isPaid: false,
      isDelivered: false,
      transactionId: null,
      address: 'House 1, Dhaka',
    });
    expect((await orderRow(insertedId))?.totalPoisha).toBe(980350);
  });

  it("answers 'Minimum order is {minOrder}' below the minimum and 'Not Enough' above what is buyable", async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 30 });
    const below = await postOrder(t.app, clientA, orderBody(product.id, 9));
    expect(below.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(below.json()).error).toMatchObject({
      code: 'validation_failed',
      details: { quantity: ['Minimum order is 10'] },
    });
    const above = await postOrder(t.app, clientA, orderBody(product.id, 31));
    expect(above.statusCode).toBe(409);
    expect(above.json().error).toMatchObject({
      message: 'Not Enough',
      details: { quantity: ['Not Enough'] },
    });
  });

  it('counts held stock as not buyable', async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 25 });
    await paidOrder(clientA, product.id, 20);
    const res = await postOrder(t.app, clientB, orderBody(product.id, 10));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Not Enough');
  });

  it("asks to 'Please fill up correctly' without an address or phone", async () => {
    const product = await insertProduct(t.db);
    const res = await postOrder(t.app, clientA, {
      productId: product.id,
      quantity: product.minOrder,
      address: ' ',
      phoneNumber: '',
    });
    expect(res.statusCode).toBe(400);
    const { details } = res.json().error;
    expect(details.address).toContain('Please fill up correctly');
    expect(details.phoneNumber).toContain('Please fill up correctly');
  });

  it('answers 404 for an unknown or deleted product, 403 to admins and 401 signed out', async () => {
    const deleted = await insertProduct(t.db, { deletedAt: new Date() });
    for (const productId of [deleted.id, '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b']) {
      const res = await postOrder(t.app, clientA, orderBody(productId, 10));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Product not found');
    }
    const product = await insertProduct(t.db);
    const payload = orderBody(product.id, product.minOrder);
    const asAdmin = await postOrder(t.app, admin, payload);
    expect(asAdmin.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/orders', payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reading orders', () => {
  it('lists own orders oldest first (sort=newest: newest first); another client gets 403; admins read any and all', async () => {
    const reader = await signUpUser(t.app);
    const product = await insertProduct(t.db);
    const first = await placeOrder(t.app, reader, product.id);
    const second = await placeOrder(t.app, reader, product.id);
    const own = await t.app.inject({ url: `/api/orders/${reader.email}`, headers: reader.headers });
    expect(own.statusCode).toBe(200);
    expect(OrderListSchema.parse(own.json()).map((o) => o._id)).toEqual([first, second]);
    const newest = await t.app.inject({
      url: `/api/orders/${reader.email}?sort=newest`,
      headers: reader.headers,
    });
    expect(OrderListSchema.parse(newest.json()).map((o) => o._id)).toEqual([second, first]);

    const other = await t.app.inject({
      url: `/api/orders/${reader.email}`,
      headers: clientB.headers,
    });
    expect(other.statusCode).toBe(403);
    const otherDelivered = await t.app.inject({
      url: `/api/orders/${reader.email}/true`,
      headers: clientB.headers,
    });
    expect(otherDelivered.statusCode).toBe(403);

    const asAdmin = await t.app.inject({
      url: `/api/orders/${reader.email}`,
      headers: admin.headers,
    });
    expect(asAdmin.json().map((o: { _id: string }) => o._id)).toEqual([first, second]);
    const all = await t.app.inject({ url: '/api/orders', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(OrderListSchema.parse(all.json()).map((o) => o._id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    const notAdmin = await t.app.inject({ url: '/api/orders', headers: reader.headers });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('lists delivered orders under /true with their isReviewed flag', async () => {
    const buyer = await signUpUser(t.app);
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 100 });
    const { orderId } = await paidOrder(buyer, product.id, 3);
    await placeOrder(t.app, buyer, product.id, { quantity: 2 });
    const deliver = await markDelivered(t.app, admin, orderId);
    expect(deliver.json()).toEqual({ modifiedCount: 1 });
    const res = await t.app.inject({
      url: `/api/orders/${buyer.email}/true`,
      headers: buyer.headers,
    });
    const list = OrderListSchema.parse(res.json());
    expect(list.map((o) => [o._id, o.isDelivered, o.isReviewed, o.status])).toEqual([
      [orderId, true, false, 'delivered'],
    ]);
  });
});

describe('paying with the local provider', () => {
  it('pays: intent for the stored total, 4242 succeeds, PUT marks paid and holds stock; a replay changes nothing', async () => {
    const product = await insertProduct(t.db, {
      productPrice: 250,
      minOrder: 4,
      availableQuantity: 40,
    });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 4 });
    const created = await sendAs(t.app, clientA, 'POST', '/api/create-payment-intent', {
      orderId,
      totalPrice: 1,
    });
    expect(created.statusCode).toBe(200);
    const intent = created.json();
    expect(intent).toMatchObject({
      provider: 'local',
      paymentIntentId: expect.stringMatching(/^pi_local_/),
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_`));
    const stored = await intentRow(t.db, intent.paymentIntentId);
    expect(stored?.amountPoisha).toBe(100_000);

    const confirmed = await confirmCard(t.app, clientA, intent.clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      paymentIntent: {
        id: intent.paymentIntentId,
        status: 'succeeded',
        amount: 100_000,
        currency: 'bdt',
      },
    });
    const afterConfirm = await intentRow(t.db, intent.paymentIntentId);
    expect(afterConfirm).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
    expect(JSON.stringify(afterConfirm)).not.toContain('4242424242424242');

    const paid = await markPaid(t.app, clientA, orderId, intent.paymentIntentId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ modifiedCount: 1 });
    const order = await getOrder(clientA, orderId);
    expect(order).toMatchObject({
      status: 'paid',
      isPaid: true,
      transactionId: intent.paymentIntentId,
    });
    expect(order?.paidAt).not.toBeNull();
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(4);

    const replay = await markPaid(t.app, clientA, orderId, intent.paymentIntentId);
    expect(replay.json()).toEqual({ modifiedCount: 0 });
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(4);

    const again = await createIntent(t.app, clientA, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already paid');
  });

  it.each([
    ['declined', { cardNumber: '4000 0000 0000 0002' }, 'card_declined', 'Your card was declined.'],
    [
      'insufficient funds',
      { cardNumber: '4000000000009995' },
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    [
      'a bad Luhn check',
      { cardNumber: '4242 4242 4242 4241' },
      'invalid_card',
      'Your card number is invalid.',
    ],
    ['a short number', { cardNumber: '4242' }, 'invalid_card', 'Your card number is invalid.'],
    [
      'a past expiry',
      { expMonth: 1, expYear: 2020 },
      'invalid_card',
      "Your card's expiration date is in the past.",
    ],
    ['a month 13', { expMonth: 13 }, 'invalid_card', "Your card's expiration date is invalid."],
    ['no CVC', { cvc: '' }, 'invalid_card', "Your card's security code is incomplete."],
    ['a short CVC', { cvc: '12' }, 'invalid_card', "Your card's security code is incomplete."],
  ])(
    'refuses a card with %s (402 %s) and the order stays unpaid',
    async (_label, overrides, code, message) => {
      const product = await insertProduct(t.db);
      const orderId = await placeOrder(t.app, clientA, product.id, { quantity: product.minOrder });
      const created = await createIntent(t.app, clientA, orderId);
      const { clientSecret, paymentIntentId } = created.json();
      const res = await sendAs(t.app, clientA, 'POST', '/api/payments/local/confirm', {
        clientSecret,
        ...card(overrides),
      });
      expect(res.statusCode).toBe(402);
      expect(ApiErrorSchema.parse(res.json())).toEqual({
        error: { code, message, requestId: expect.any(String) },
      });
      const paid = await markPaid(t.app, clientA, orderId, paymentIntentId);
      expect(paid.statusCode).toBe(402);
      expect(paid.json().error.code).toBe('payment_required');
      expect((await orderRow(orderId))?.status).toBe('unpaid');
      expect((await productRow(t.db, product.id)).heldQuantity).toBe(0);

      // The same intent can still be paid with a good card.
      const retry = await confirmCard(t.app, clientA, clientSecret);
      expect(retry.statusCode).toBe(200);
    },
  );

  it("refuses to mark paid without a verified intent, with another order's intent or another amount", async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 100 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 2 });
    const otherOrder = await placeOrder(t.app, clientA, product.id, { quantity: 2 });

    const unknown = await markPaid(t.app, clientA, orderId, 'pi_local_made_up');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown payment intent');

    const { intentId: otherIntent } = await payLocally(t.app, clientA, otherOrder);
    const wrongOrder = await markPaid(t.app, clientA, orderId, otherIntent);
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().error.message).toBe('This payment is not for this order');

    const order = await orderRow(orderId);
    await t.db.insert(paymentIntents).values({
      id: 'pi_local_cheap',
      clientSecret: 'pi_local_cheap_secret_x',
      orderId,
      amountPoisha: (order?.totalPoisha ?? 0) - 100,
      currency: 'bdt',
      email: clientA.email,
      name: 'Client A',
      status: 'succeeded',
    });
    const wrongAmount = await markPaid(t.app, clientA, orderId, 'pi_local_cheap');
    expect(wrongAmount.statusCode).toBe(400);

    const { intentId: unconfirmed } = await payLocally(t.app, clientA, orderId, card({ cvc: '' }));
    const notSucceeded = await markPaid(t.app, clientA, orderId, unconfirmed);
    expect(notSucceeded.statusCode).toBe(402);

    const bodyOnly = await putOrder(t.app, clientA, orderId, { isPaid: true });
    expect(bodyOnly.statusCode).toBe(400);
    expect((await orderRow(orderId))?.status).toBe('unpaid');
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(0);
  });

  it("client B cannot read, pay or cancel client A's order (404) and nothing changes", async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 100 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 2 });
    const { intentId } = await payLocally(t.app, clientA, orderId);
    const before = await orderRow(orderId);

    const intent = await createIntent(t.app, clientB, orderId);
    expect(intent.statusCode).toBe(404);
    expect(intent.json().error.message).toBe('Order not found');
    const pay = await markPaid(t.app, clientB, orderId, intentId);
    expect(pay.statusCode).toBe(404);
    const cancel = await cancelOrder(t.app, clientB, orderId);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().error.message).toBe('Order not found');
    const read = await t.app.inject({
      url: `/api/orders/${clientA.email}`,
      headers: clientB.headers,
    });
    expect(read.statusCode).toBe(403);
    const confirmOthers = await sendAs(t.app, clientB, 'POST', '/api/payments/local/confirm', {
      clientSecret: 'nope',
      ...card(),
    });
    expect(confirmOthers.statusCode).toBe(404);

    expect(await orderRow(orderId)).toEqual(before);
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(0);
  });

  it('refuses an intent when stock can no longer cover the order', async () => {
    const product = await insertProduct(t.db, { minOrder: 5, availableQuantity: 8 });
    const first = await placeOrder(t.app, clientA, product.id, { quantity: 5 });
    const second = await placeOrder(t.app, clientB, product.id, { quantity: 5 });
    const { intentId } = await payLocally(t.app, clientA, first);
    expect((await markPaid(t.app, clientA, first, intentId)).json()).toEqual({ modifiedCount: 1 });
    const res = await createIntent(t.app, clientB, second);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Not enough stock is left to cover this order');
  });

  it('refunds a succeeded payment when stock is gone by the time it is applied', async () => {
    const product = await insertProduct(t.db, { minOrder: 5, availableQuantity: 8 });
    const first = await placeOrder(t.app, clientA, product.id, { quantity: 5 });
    const second = await placeOrder(t.app, clientB, product.id, { quantity: 5 });
    const a = await payLocally(t.app, clientA, first);
    const b = await payLocally(t.app, clientB, second);
    expect((await markPaid(t.app, clientA, first, a.intentId)).statusCode).toBe(200);
    const late = await markPaid(t.app, clientB, second, b.intentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Not enough stock is left to cover this order; the payment was refunded',
    );
    const intent = await intentRow(t.db, b.intentId);
    expect(intent?.refundId).toMatch(/^re_local_/);
    expect(await orderRow(second)).toMatchObject({
      status: 'unpaid',
      refusedPaymentReason: 'stock_gone',
    });
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(5);
    const replay = await markPaid(t.app, clientB, second, b.intentId);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe('This payment was refunded');
  });

  it('refunds a payment that succeeded while its unpaid order was cancelled', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 2 });
    const created = await createIntent(t.app, clientA, orderId);
    const { clientSecret, paymentIntentId } = created.json();
    const cancel = await cancelOrder(t.app, clientA, orderId);
    expect(cancel.json()).toEqual({ deletedCount: 1, status: 'deleted' });
    const confirmed = await confirmCard(t.app, clientA, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    const paid = await markPaid(t.app, clientA, orderId, paymentIntentId);
    expect(paid.statusCode).toBe(404);
    const intent = await intentRow(t.db, paymentIntentId);
    expect(intent?.refundId).toMatch(/^re_local_/);
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(0);
  });

  it('refunds a payment confirmed before its product was deleted, never marking the order paid', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 2 });
    const { intentId, confirmStatus } = await payLocally(t.app, clientA, orderId);
    expect(confirmStatus).toBe(200);
    const deleted = await sendAs(t.app, admin, 'DELETE', `/api/product/${product.id}`);
    expect(deleted.json()).toEqual({ deletedCount: 1 });

    const paid = await markPaid(t.app, clientA, orderId, intentId);
    expect(paid.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(paid.json()).error).toEqual({
      code: 'conflict',
      message: 'This product is no longer sold; the payment was refunded',
      requestId: expect.any(String),
    });
    const intent = await intentRow(t.db, intentId);
    expect(intent?.refundId).toMatch(/^re_local_/);
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(0);
    // The buyer's order says so: still unpaid, with the refunded payment on its timeline.
    const order = OrderSchema.parse(await getOrder(clientA, orderId));
    expect(order).toMatchObject({
      status: 'unpaid',
      isPaid: false,
      paidAt: null,
      transactionId: null,
      refusedPaymentReason: 'product_gone',
    });
    expect(Date.parse(order.refusedPaymentAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(order.createdAt),
    );
    // Replaying the same payment changes nothing and refunds nothing twice.
    const replay = await markPaid(t.app, clientA, orderId, intentId);
    expect(replay.json().error.message).toBe('This payment was refunded');
    expect((await orderRow(orderId))?.status).toBe('unpaid');
  });

  it('refunds a payment that succeeded for a paid order cancelled meanwhile, and says so', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 3 });
    // Two card forms open on the same order: the first pays, the second is confirmed later.
    const first = await payLocally(t.app, clientA, orderId);
    const created = await createIntent(t.app, clientA, orderId);
    const second = created.json<{ clientSecret: string; paymentIntentId: string }>();
    expect((await markPaid(t.app, clientA, orderId, first.intentId)).json()).toEqual({
      modifiedCount: 1,
    });
    const cancel = await cancelOrder(t.app, clientA, orderId);
    expect(cancel.json()).toEqual({ deletedCount: 1, status: 'cancelled' });
    const confirmed = await confirmCard(t.app, clientA, second.clientSecret);
    expect(confirmed.statusCode).toBe(200);

    const late = await markPaid(t.app, clientA, orderId, second.paymentIntentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This order was cancelled; the payment was refunded');
    const intents = await intentsOf(t.db, orderId);
    expect(Object.fromEntries(intents.map((i) => [i.id, i.refundId !== null]))).toEqual({
      [first.intentId]: true,
      [second.paymentIntentId]: true,
    });
    const order = OrderSchema.parse(await getOrder(clientA, orderId));
    expect(order).toMatchObject({
      status: 'cancelled',
      transactionId: first.intentId,
      refusedPaymentReason: 'order_cancelled',
    });
    expect(order.refusedPaymentAt).not.toBeNull();
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(0);
  });

  it('refunds a second payment of an order already paid', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 2 });
    const first = await payLocally(t.app, clientA, orderId);
    const second = await payLocally(t.app, clientA, orderId);
    expect((await markPaid(t.app, clientA, orderId, first.intentId)).json()).toEqual({
      modifiedCount: 1,
    });
    const again = await markPaid(t.app, clientA, orderId, second.intentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already paid');
    const intents = await intentsOf(t.db, orderId);
    const refunded = Object.fromEntries(intents.map((i) => [i.id, i.refundId !== null]));
    expect(refunded).toEqual({ [first.intentId]: false, [second.intentId]: true });
    expect(await orderRow(orderId)).toMatchObject({
      transactionId: first.intentId,
      refusedPaymentReason: 'paid_twice',
    });
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(2);
  });

  it('20 concurrent confirmations of the same payment: exactly one transition', async () => {
    const product = await insertProduct(t.db, { minOrder: 3, availableQuantity: 100 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 3 });
    const { intentId } = await payLocally(t.app, clientA, orderId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => markPaid(t.app, clientA, orderId, intentId)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const counts = answers.map((res) => res.json<{ modifiedCount: number }>().modifiedCount);
    expect(counts.filter((n) => n === 1)).toHaveLength(1);
    expect(counts.filter((n) => n === 0)).toHaveLength(19);
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(3);
  });

  // 5 s alone on PGlite; past 20 s on a two-core machine running the suite and journeys at once
  // (2026-12-02).
  it('50 concurrent orders and payments on scarce stock: holds never exceed stock, refusals are clean 4xx', async () => {
    const product = await insertProduct(t.db, { minOrder: 3, availableQuantity: 40 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUpUser(t.app)));
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const buyer = buyers[i % buyers.length] as TestUser;
        const quantity = 3 + (i % 3);
        const ordered = await postOrder(t.app, buyer, orderBody(product.id, quantity));
        if (ordered.statusCode !== 201)
          return { stage: 'order', status: ordered.statusCode, quantity };
        const orderId = ordered.json().insertedId as string;
        const created = await createIntent(t.app, buyer, orderId);
        if (created.statusCode !== 200)
          return { stage: 'intent', status: created.statusCode, quantity };
        const { clientSecret, paymentIntentId } = created.json();
        const confirmed = await confirmCard(t.app, buyer, clientSecret);
        if (confirmed.statusCode !== 200)
          return { stage: 'confirm', status: confirmed.statusCode, quantity };
        const paid = await markPaid(t.app, buyer, orderId, paymentIntentId);
        return { stage: 'pay', status: paid.statusCode, quantity };
      }),
    );
    for (const outcome of outcomes) {
      expect([200, 201, 409]).toContain(outcome.status);
    }
    const paidQuantities = outcomes
      .filter((o) => o.stage === 'pay' && o.status === 200)
      .reduce((sum, o) => sum + o.quantity, 0);
    const row = await productRow(t.db, product.id);
    expect(row.heldQuantity).toBeLessThanOrEqual(row.availableQuantity);
    expect(row.heldQuantity).toBe(paidQuantities);
    expect(paidQuantities).toBeGreaterThan(40 - 6);
    expect(outcomes.some((o) => o.status === 409)).toBe(true);
    const paidRows = await t.db.select().from(orders).where(eq(orders.productId, product.id));
    expect(paidRows.filter((o) => o.status === 'paid').reduce((s, o) => s + o.quantity, 0)).toBe(
      paidQuantities,
    );
  }, 60_000);
});

describe('DELETE /api/orders/:id', () => {
  it('deletes an unpaid order', async () => {
    const product = await insertProduct(t.db);
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: product.minOrder });
    const res = await cancelOrder(t.app, clientA, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1, status: 'deleted' });
    expect(await orderRow(orderId)).toBeUndefined();
  });

  it('refunds a paid order, releases its hold and keeps it as cancelled', async () => {
    const product = await insertProduct(t.db, { minOrder: 2, availableQuantity: 20 });
    const { orderId, intentId } = await paidOrder(clientA, product.id, 6);
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(6);
    const res = await cancelOrder(t.app, clientA, orderId);
    expect(res.json()).toEqual({ deletedCount: 1, status: 'cancelled' });
    const order = await getOrder(clientA, orderId);
    expect(order).toMatchObject({ status: 'cancelled', isPaid: true, transactionId: intentId });
    expect(order?.cancelledAt).not.toBeNull();
    expect((await orderRow(orderId))?.refundId).toMatch(/^re_local_/);
    const intent = await intentRow(t.db, intentId);
    expect(intent?.refundId).toBe((await orderRow(orderId))?.refundId);
    expect((await productRow(t.db, product.id)).heldQuantity).toBe(0);

    const again = await cancelOrder(t.app, clientA, orderId);
    expect(again.json()).toEqual({ deletedCount: 0, status: 'cancelled' });
    const pay = await createIntent(t.app, clientA, orderId);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toBe('This order was cancelled');
  });

  it('refuses a delivered order (409) and answers 404 for unknown and malformed ids', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const { orderId } = await paidOrder(clientA, product.id, 4);
    await markDelivered(t.app, admin, orderId);
    const res = await cancelOrder(t.app, clientA, orderId);
    expect(res.statusCode).toBe(409);
    for (const id of ['3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b', 'not-an-id']) {
      const missing = await cancelOrder(t.app, clientA, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Order not found');
    }
  });
});

describe('PUT /api/orders/:id delivery and review', () => {
  it("delivers paid orders only ('Order is not paid yet!'), once, turning the hold into a decrement", async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const unpaid = await placeOrder(t.app, clientA, product.id, { quantity: 2 });
    const deliverUnpaid = await markDelivered(t.app, admin, unpaid);
    expect(deliverUnpaid.statusCode).toBe(409);
    expect(deliverUnpaid.json().error.message).toBe('Order is not paid yet!');

    const { orderId } = await paidOrder(clientA, product.id, 4);
    const byClient = await markDelivered(t.app, clientA, orderId);
    expect(byClient.statusCode).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => markDelivered(t.app, admin, orderId)),
    );
    expect(answers.map((r) => r.json().modifiedCount).sort()).toEqual([0, 0, 0, 0, 1]);
    const row = await productRow(t.db, product.id);
    expect([row.availableQuantity, row.heldQuantity]).toEqual([6, 0]);
    const order = await getOrder(clientA, orderId);
    expect(order).toMatchObject({ status: 'delivered', isDelivered: true });

    const review = (user: TestUser, id: string) => markReviewed(t.app, user, id);
    expect((await review(clientA, unpaid)).statusCode).toBe(409);
    expect((await review(clientB, orderId)).statusCode).toBe(404);
    expect((await review(clientA, orderId)).json()).toEqual({ modifiedCount: 1 });
    expect((await review(clientA, orderId)).json()).toEqual({ modifiedCount: 0 });
  });

  it('ignores fields it does not own (role, totalPrice, availableQuantity)', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, clientA, product.id, { quantity: 2 });
    const before = await orderRow(orderId);
    const res = await putOrder(t.app, clientA, orderId, {
      totalPrice: 0,
      availableQuantity: 999,
      role: 'admin',
      status: 'paid',
    });
    expect(res.statusCode).toBe(400);
    expect(await orderRow(orderId)).toEqual(before);
  });
});
