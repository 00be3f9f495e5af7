import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { webhookReceiver } from '../helpers/webhook-receiver.js';
import { startStripeStandIn, type StripeStandIn } from './stripe.js';

/*
 * The Stripe stand-in's confirm and webhook, which the Stripe journey (e2e/tests/stripe-usd.spec.ts)
 * relies on: a confirm as Stripe.js sends it, Stripe's test cards, and a webhook the Stripe
 * library itself verifies.
 */

const SECRET = 'whsec_stand_in_test';
const receiver = webhookReceiver();
let standIn: StripeStandIn;
const stripe = new Stripe('sk_test_stand_in');

beforeAll(async () => {
  await receiver.up();
  standIn = await startStripeStandIn({ webhook: { url: receiver.url(), secret: SECRET } });
});
afterAll(async () => {
  await standIn.close();
  await receiver.down();
});

/** A new intent of US$78.26 for order `orderId`, through the API as the shop creates it. */
async function usdIntent(orderId: string) {
  const created = await fetch(`${standIn.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_stand_in' },
    body: new URLSearchParams({ amount: '7826', currency: 'usd', 'metadata[orderId]': orderId }),
  });
  expect(created.status).toBe(200);
  return (await created.json()) as { id: string; client_secret: string };
}

/** Confirms `id` with `cardNumber` as Stripe.js does: the publishable key and the client secret. */
function confirm(id: string, clientSecret: string, cardNumber: string) {
  return fetch(`${standIn.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({
      key: 'pk_test_stand_in',
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
    }),
  });
}

describe('the Stripe stand-in', () => {
  it('confirms an intent with the test card and sends the signed payment_intent.succeeded', async () => {
    const intent = await usdIntent('order-1');
    const confirmed = await confirm(intent.id, intent.client_secret, '4242 4242 4242 4242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('access-control-allow-origin')).toBe('*');
    expect(await confirmed.json()).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      amount: 7826,
      currency: 'usd',
    });

    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivery] = receiver.received;
    const event = stripe.webhooks.constructEvent(
      delivery!.body,
      String(delivery!.headers['stripe-signature']),
      SECRET,
    );
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.data.object).toMatchObject({ id: intent.id, metadata: { orderId: 'order-1' } });

    const state = (await (await fetch(`${standIn.url}/stand-in/payment_intents`)).json()) as {
      data: unknown[];
      deliveries: unknown[];
    };
    expect(state.data).toContainEqual(
      expect.objectContaining({
        id: intent.id,
        latest_charge: expect.objectContaining({
          payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
        }),
      }),
    );
    expect(state.deliveries).toEqual([
      { eventId: event.id, type: 'payment_intent.succeeded', intentId: intent.id, status: 204 },
    ]);
  });

  it('declines Stripe’s declining test card and answers another client secret as missing', async () => {
    const intent = await usdIntent('order-2');
    const declined = await confirm(intent.id, intent.client_secret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    const stranger = await confirm(intent.id, `${intent.id}_secret_other`, '4242424242424242');
    expect(stranger.status).toBe(404);
    expect(standIn.intents.get(intent.id)?.status).toBe('requires_payment_method');
  });
});
