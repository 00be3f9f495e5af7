import { ApiErrorSchema } from '@partline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useAccounts, sendAs } from '../helpers/auth.js';
import { insertProduct } from '../helpers/factories.js';
import { makeImage } from '../helpers/images.js';
import { placeOrder, putOrder } from '../helpers/orders.js';
import {
  startStripeStandIn,
  stripeEnv,
  stripeSignature,
  type StripeStandIn,
} from '../helpers/stripe-stand-in.js';
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
      error: { code: 'bad_request', message: 'The address is not valid' },
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
    expectErrorShape(response, 400);
    expect(response.json().error.message).toBe('Unknown payment intent');
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
