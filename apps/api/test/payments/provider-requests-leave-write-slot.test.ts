import { describe, expect, it, vi } from 'vitest';
import { orders } from '../../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { sendAs, useAccounts } from '../helpers/auth.js';
import { addToCart } from '../helpers/cart.js';
import { insertProduct } from '../helpers/factories.js';
import { cancelOrder, placeOrder } from '../helpers/orders.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  sslcommerzEnv,
  startSslcommerzStandIn,
  type SslcommerzStandIn,
} from '../stand-ins/sslcommerz.js';

// Decision 341, amended: a handler gives its write slot up before it waits on a payment provider,
// so that a provider slow to answer does not hold the instance's writes. One slot here: while a
// refund waits on SSLCommerz's stand-in, another buyer's write still runs. Never retried.

const REFUND_API = '/validator/api/merchantTransIDvalidationAPI.php';

let standIn: SslcommerzStandIn;
const t = useTestApp(async (afterClose) => {
  standIn = await startSslcommerzStandIn({
    // SSLCommerz posts its IPN to the shop; this app does not listen, so it is injected.
    deliverIpn: async (url, fields) =>
      (
        await t.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        })
      ).statusCode,
  });
  afterClose(() => standIn.close());
  return {
    env: {
      ...sslcommerzEnv(standIn),
      PUBLIC_URL: 'https://shop.example.com',
      WRITE_CONCURRENCY: '1',
    },
    deps: { unpaidHoldJob: { autoStart: false } },
  };
});
const { client, other } = useAccounts(t, { client: {}, other: {} });

describe('a payment provider answering slowly', () => {
  it('holds no write slot: another write runs while a refund waits on SSLCommerz', async () => {
    const product = await insertProduct(t.db, {
      productPrice: 1250,
      availableQuantity: 50,
      minOrder: 1,
    });
    const orderId = await placeOrder(t.app, client, product.id, { quantity: 2 });
    const opened = await sendAs(t.app, client, 'POST', '/api/payment-sessions', {
      orderId,
      provider: 'sslcommerz',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { redirectUrl } = opened.json<{ redirectUrl: string }>();
    await standIn.finish(redirectUrl.split('/').pop() ?? '', 'pay');

    let answer!: () => void;
    standIn.behaviour.gate = new Promise((resolve) => (answer = resolve));
    let cancelled = false;
    const cancelling = cancelOrder(t.app, client, orderId).finally(() => (cancelled = true));
    await vi.waitUntil(
      () => standIn.requests.some((r) => r.path === REFUND_API && r.params.has('refund_amount')),
      { timeout: 20_000, interval: 5 },
    );

    // The cancelling handler waits on the provider without its slot: the one slot is free.
    expect(t.app.writeSlots.counts()).toMatchObject({ inUse: 0, waiting: 0, max: 1 });
    const added = await addToCart(t.app, other, product.id, 3);
    expect(added.statusCode, added.body).toBe(200);
    expect(cancelled).toBe(false);

    standIn.behaviour.gate = undefined;
    answer();
    const res = await cancelling;
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(order?.refundId).toBeTruthy();
    expect(t.app.writeSlots.counts()).toMatchObject({ inUse: 0, waiting: 0 });
  });
});
