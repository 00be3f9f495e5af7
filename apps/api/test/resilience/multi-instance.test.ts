import { ApiErrorSchema, OrderListSchema } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBlogs, demoProducts } from '../../src/db/seed/demo-content.js';
import { startStripeStandIn, stripeSignature, type StripeStandIn } from '../stand-ins/stripe.js';
import { TIMING_BOUND } from '../timing-tag.js';
import { call, signIn, signUp, uniqueEmail, type Account, type Answer } from './support/http.js';
import { createServerDatabase, hasPostgres, type ServerDatabase } from './support/postgres.js';
import {
  ADMIN,
  productionEnv,
  startInstance,
  tempDataDir,
  type Instance,
} from './support/server.js';
import { addProduct, productOn, signInAdmin } from './support/shop.js';

/**
 * Decision 058: two API processes on one PostgreSQL database, with the same
 * AUTH_SECRET and PUBLIC_URL, behave as one shop. Sessions, stock and payments live in the
 * database, so it does not matter which instance a request reaches.
 */

const WEBHOOK_SECRET = 'whsec_resilience_suite';

/**
 * How long a stock hold written through one instance may take to reach the other's catalog: the
 * writer announces it, coalesced (decision 164), well below the cache's 10 s maximum age.
 */
const HOLD_ANNOUNCED = { timeout: 5_000, interval: 10 };

describe.skipIf(!hasPostgres)('two instances on one PostgreSQL', () => {
  const dataDirs: Array<ReturnType<typeof tempDataDir>> = [];
  let database: ServerDatabase;
  let standIn: StripeStandIn;
  let a: Instance;
  let b: Instance;
  let admin: Account;

  beforeAll(async () => {
    dataDirs.push(tempDataDir(), tempDataDir());
    database = await createServerDatabase();
    standIn = await startStripeStandIn();
    const env = (dataDir: string) =>
      productionEnv(dataDir, {
        DATABASE_URL: database.url,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_resilience',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_resilience',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.url,
        SEED_DEMO: 'true',
      });
    // Started together on an empty database: both migrate, seed and bootstrap the admin at once.
    [a, b] = await Promise.all([
      startInstance(env(dataDirs[0]!.path), 'instance-a'),
      startInstance(env(dataDirs[1]!.path), 'instance-b'),
    ]);
    admin = await signInAdmin(a.url);
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await standIn?.close();
    await database?.drop();
    for (const dir of dataDirs) dir.remove();
  });

  const ordersOf = (instance: Instance, account: Account, as: 'token' | 'cookie' = 'token') =>
    call(instance.url, 'GET', `/api/orders/${encodeURIComponent(account.email)}`, {
      as: as === 'token' ? { token: account.token } : { cookie: account.cookie },
    });

  it('migrates, seeds and makes the admin once when both start together on an empty database', async () => {
    for (const instance of [a, b]) {
      const products = await call<unknown[]>(instance.url, 'GET', '/api/products');
      expect(products.body).toHaveLength(demoProducts.length);
      const blogs = await call<unknown[]>(instance.url, 'GET', '/api/blogs');
      expect(blogs.body).toHaveLength(demoBlogs.length);
    }
    const users = await call<Array<{ email: string; role: string }>>(b.url, 'GET', '/api/users', {
      as: { token: (await signInAdmin(b.url)).token },
    });
    expect(users.body.filter((user) => user.role === 'admin').map((user) => user.email)).toEqual([
      ADMIN.email,
    ]);
  });

  it('accepts on B a session made on A, by cookie and by bearer token, until signed out on B', async () => {
    const email = uniqueEmail();
    await signUp(a.url, email);
    const session = await signIn(a.url, email);

    expect((await ordersOf(b, session, 'cookie')).status).toBe(200);
    expect((await ordersOf(b, session, 'token')).status).toBe(200);
    const onB = await call<{ user: { email: string } }>(b.url, 'GET', '/api/auth/get-session', {
      as: { token: session.token },
    });
    expect(onB.body.user.email).toBe(email);
    // Signed out: refused on both.
    expect((await call(b.url, 'GET', `/api/orders/${encodeURIComponent(email)}`)).status).toBe(401);

    const signOut = await call(b.url, 'POST', '/api/auth/sign-out', {
      as: { token: session.token },
      body: {},
    });
    expect(signOut.status).toBe(200);
    const afterSignOut = await ordersOf(a, session, 'token');
    expect(afterSignOut.status).toBe(401);
    expect(ApiErrorSchema.parse(afterSignOut.body).error.code).toBe('unauthorized');
  });

  it('never oversells when payments and deliveries are split across both instances', async () => {
    const STOCK = 30;
    const QUANTITY = 5;
    const BUYERS = 10; // 50 pieces wanted, 30 in stock: 6 orders can be paid
    const product = await addProduct(a.url, admin, { minOrder: 1, availableQuantity: STOCK });
    const on = (i: number) => (i % 2 === 0 ? a : b);

    const buyers: Account[] = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await signUp(on(i).url));
    const orderIds = await Promise.all(
      buyers.map(async (buyer, i) => {
        const res = await call<{ insertedId: string }>(on(i).url, 'POST', '/api/orders', {
          as: { token: buyer.token },
          body: buildPlaceOrderInput(product._id, { quantity: QUANTITY }),
        });
        expect(res.status).toBe(201);
        return res.body.insertedId;
      }),
    );
    // Every buyer has a succeeded intent made on one instance; all confirm at once on the other.
    const intents = await Promise.all(
      orderIds.map(async (orderId, i) => {
        const res = await call<{ paymentIntentId: string }>(
          on(i).url,
          'POST',
          '/api/create-payment-intent',
          { as: { token: buyers[i]!.token }, body: { orderId } },
        );
        expect(res.status).toBe(200);
        standIn.succeed(res.body.paymentIntentId);
        return res.body.paymentIntentId;
      }),
    );
    const payments = await Promise.all(
      orderIds.map((orderId, i) =>
        call(on(i + 1).url, 'PUT', `/api/orders/${orderId}`, {
          as: { token: buyers[i]!.token },
          body: { transactionId: intents[i], isPaid: true },
        }),
      ),
    );
    const paid = orderIds.filter((_, i) => payments[i]!.status === 200);
    expect(paid).toHaveLength(STOCK / QUANTITY);
    for (const refused of payments.filter((res) => res.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(ApiErrorSchema.parse(refused.body).error).toMatchObject({
        code: 'conflict',
        message: 'Not enough stock is left to cover this order; the payment was refunded',
      });
    }
    // Holds made through A reach B's catalog through A's announcement (decision 164), within moments.
    await expect
      .poll(async () => (await productOn(b.url, product._id)).heldQuantity, HOLD_ANNOUNCED)
      .toBe(STOCK);
    expect(await productOn(b.url, product._id)).toMatchObject({
      availableQuantity: STOCK,
      heldQuantity: STOCK,
    });

    // Every order delivered twice at once, alternating instances, while B's catalog is watched.
    let watching = true;
    const seen: number[] = [];
    const watcher = (async () => {
      while (watching) seen.push((await productOn(b.url, product._id)).availableQuantity);
    })();
    const deliveries = await Promise.all(
      [...orderIds, ...orderIds].map((orderId, i) =>
        call<{ modifiedCount: number }>(on(i).url, 'PUT', `/api/orders/${orderId}`, {
          as: { token: admin.token },
          body: { isDelivered: true },
        }).then((res) => ({ orderId, res })),
      ),
    );
    watching = false;
    await watcher;

    const byOrder = new Map<string, Answer<{ modifiedCount: number }>[]>();
    for (const { orderId, res } of deliveries) {
      byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), res]);
    }
    for (const [orderId, answers] of byOrder) {
      if (paid.includes(orderId)) {
        expect(answers.map((res) => res.status)).toEqual([200, 200]);
        expect(answers.map((res) => res.body.modifiedCount).sort()).toEqual([0, 1]);
      } else {
        for (const res of answers) {
          expect(res.status).toBe(409);
          expect(ApiErrorSchema.parse(res.body).error).toMatchObject({
            code: 'conflict',
            message: 'Order is not paid yet!',
          });
        }
      }
    }
    expect(seen.every((quantity) => quantity >= 0)).toBe(true);
    for (const instance of [a, b]) {
      expect(await productOn(instance.url, product._id)).toMatchObject({
        availableQuantity: 0,
        heldQuantity: 0,
      });
    }
    const all = OrderListSchema.parse(
      (await call(b.url, 'GET', '/api/orders', { as: { token: admin.token } })).body,
    ).filter((order) => order.productId === product._id);
    expect(
      all
        .filter((order) => order.status === 'delivered')
        .map((o) => o._id)
        .sort(),
    ).toEqual([...paid].sort());
  });

  // Timing-bound: B hears the NOTIFY within 5 s (decision 088).
  it(
    'shows a restock made through A at once on A and within moments on B (its NOTIFY)',
    TIMING_BOUND,
    async () => {
      const NOTIFY_DELAY = { timeout: 5_000, interval: 5 };
      const product = await addProduct(a.url, admin, { minOrder: 1, availableQuantity: 20 });
      const listed = async (instance: Instance) => {
        const res = await call<Array<{ _id: string; availableQuantity: number }>>(
          instance.url,
          'GET',
          '/api/products',
        );
        return res.body.find((item) => item._id === product._id)?.availableQuantity;
      };
      expect(await listed(b)).toBe(20);
      let expected = 20;
      for (let round = 1; round <= 5; round += 1) {
        const restock = await call<{ availableQuantity: number }>(
          a.url,
          'PUT',
          `/api/product/${product._id}`,
          { as: { token: admin.token }, body: { restock: round } },
        );
        expected += round;
        expect(restock.body.availableQuantity).toBe(expected);
        // A reads its own write at once. B hears of it through LISTEN partline_catalog (decision
        // 041): normally before this read reaches it, but on a busy machine PostgreSQL may deliver
        // the NOTIFY a few ms late; the bound stays well below the cache's 10 s maximum age.
        expect(await listed(a)).toBe(expected);
        await expect.poll(() => listed(b), NOTIFY_DELAY).toBe(expected);
        await expect
          .poll(async () => (await productOn(b.url, product._id)).availableQuantity, NOTIFY_DELAY)
          .toBe(expected);
      }
    },
  );

  it('lets B handle the Stripe webhook of a payment intent created through A', async () => {
    const buyer = await signUp(a.url);
    const product = await addProduct(a.url, admin, { minOrder: 1, availableQuantity: 10 });
    const placed = await call<{ insertedId: string }>(a.url, 'POST', '/api/orders', {
      as: { token: buyer.token },
      body: buildPlaceOrderInput(product._id, { quantity: 4 }),
    });
    const orderId = placed.body.insertedId;
    const intent = await call<{ paymentIntentId: string }>(
      a.url,
      'POST',
      '/api/create-payment-intent',
      { as: { token: buyer.token }, body: { orderId } },
    );
    expect(intent.status).toBe(200);
    standIn.succeed(intent.body.paymentIntentId);

    const payload = JSON.stringify({
      id: 'evt_resilience_cross_instance',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intent.body.paymentIntentId,
          object: 'payment_intent',
          metadata: { orderId },
        },
      },
    });
    const deliverEvent = async (instance: Instance) => {
      const res = await fetch(`${instance.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET),
        },
        body: payload,
      });
      return { status: res.status, body: await res.json() };
    };

    expect(await deliverEvent(b)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const mine = OrderListSchema.parse((await ordersOf(a, buyer)).body);
    expect(mine.find((order) => order._id === orderId)).toMatchObject({
      status: 'paid',
      isPaid: true,
      transactionId: intent.body.paymentIntentId,
    });
    // Paid through B: A's catalog hears of the hold through B's announcement (decision 164).
    await expect
      .poll(async () => (await productOn(a.url, product._id)).heldQuantity, HOLD_ANNOUNCED)
      .toBe(4);
    // Stripe retries the event on A: recognised as handled, nothing applied twice.
    expect(await deliverEvent(a)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    await expect
      .poll(async () => (await productOn(b.url, product._id)).heldQuantity, HOLD_ANNOUNCED)
      .toBe(4);
  });
});
