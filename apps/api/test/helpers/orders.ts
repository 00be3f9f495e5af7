import { OrderListSchema } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { paymentIntents } from '../../src/db/schema/index.js';
import { sendAs, succeeded, type TestUser } from './auth.js';

/** A card of the local provider's form; Stripe's succeeding test card unless overridden. */
export function card(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    ...overrides,
  };
}

/**
 * Places an order through `POST /api/orders` as `user`.
 * @throws when it does not answer 201.
 */
export async function placeOrder(
  app: App,
  user: TestUser,
  productId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await postOrder(app, user, buildPlaceOrderInput(productId, overrides));
  return succeeded(res, 201, 'order').json<{ insertedId: string }>().insertedId;
}

/**
 * Creates a local payment intent for the order and confirms it with `cardInput`; answers the
 * intent id (whatever the confirmation answered).
 */
export async function payLocally(
  app: App,
  user: TestUser,
  orderId: string,
  cardInput = card(),
): Promise<{ intentId: string; clientSecret: string; confirmStatus: number }> {
  const created = succeeded(await createIntent(app, user, orderId), 200, 'intent');
  const { paymentIntentId, clientSecret } = created.json<{
    paymentIntentId: string;
    clientSecret: string;
  }>();
  const confirmed = await confirmCard(app, user, clientSecret, cardInput);
  return { intentId: paymentIntentId, clientSecret, confirmStatus: confirmed.statusCode };
}

/**
 * Pays `orderId` as `user` the web app's way: the succeeding test card through the local provider,
 * then `PUT /api/orders/{id}` with the intent; expects both to succeed. Answers the intent id.
 */
export async function payOrder(app: App, user: TestUser, orderId: string): Promise<string> {
  const { intentId, confirmStatus } = await payLocally(app, user, orderId);
  expect(confirmStatus).toBe(200);
  expect((await markPaid(app, user, orderId, intentId)).json()).toEqual({ modifiedCount: 1 });
  return intentId;
}

/** `PUT /api/orders/{id}` with `{ transactionId, isPaid: true }`. */
export function markPaid(app: App, user: TestUser, orderId: string, transactionId: string) {
  return putOrder(app, user, orderId, { transactionId, isPaid: true });
}

/** `POST /api/create-payment-intent` with `{ orderId }` as `user`; answers the response. */
export function createIntent(app: App, user: TestUser, orderId: string) {
  return sendAs(app, user, 'POST', '/api/create-payment-intent', { orderId });
}

/** `POST /api/payments/local/confirm` of `clientSecret` with `cardInput` as `user`. */
export function confirmCard(app: App, user: TestUser, clientSecret: string, cardInput = card()) {
  return sendAs(app, user, 'POST', '/api/payments/local/confirm', { clientSecret, ...cardInput });
}

/** `DELETE /api/orders/{id}` as `user` (cancels the order); answers the response. */
export function cancelOrder(app: App, user: TestUser, orderId: string) {
  return app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: user.headers });
}

/** `PUT /api/orders/{id}` with `{ isDelivered: true }` as `user` (an admin delivers). */
export function markDelivered(app: App, user: TestUser, orderId: string) {
  return putOrder(app, user, orderId, { isDelivered: true });
}

/** `PUT /api/orders/{id}` with `{ isReviewed: true }` as `user` (the buyer). */
export function markReviewed(app: App, user: TestUser, orderId: string) {
  return putOrder(app, user, orderId, { isReviewed: true });
}

/** `GET /api/orders/{email}` as `user`: their orders, parsed as the order list. */
export async function ordersOf(app: App, user: TestUser) {
  const res = await app.inject({ url: `/api/orders/${user.email}`, headers: user.headers });
  return OrderListSchema.parse(res.json());
}

/** `POST /api/orders` with `payload` as `user`; answers the response, whatever it is. */
export function postOrder(app: App, user: TestUser, payload: object) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: user.headers, payload });
}

/** `PUT /api/orders/{id}` with `payload` as `user`; answers the response. */
export function putOrder(app: App, user: TestUser, orderId: string, payload: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}`,
    headers: user.headers,
    payload,
  });
}

/** The payment intent's row as it is now (amount, card, status, refund), `undefined` if none. */
export async function intentRow(db: Database, id: string) {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

/** The rows of every payment intent of the order. */
export function intentsOf(db: Database, orderId: string) {
  return db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));
}
