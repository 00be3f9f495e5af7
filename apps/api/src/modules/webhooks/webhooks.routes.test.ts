import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema/index.js';
import { isPrivateAddress, postJson } from '../../webhooks/post-json.js';
import { webhookBackoffMs } from '../../webhooks/webhook-worker.js';
import { createAdmin, signUpUser, type TestUser } from '../../../test/helpers/auth.js';
import { addAddress, addToCart } from '../../../test/helpers/cart.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import {
  cancelOrder,
  markDelivered,
  markPaid,
  payLocally,
  placeOrder,
} from '../../../test/helpers/orders.js';
import { answerQuote, dayFromToday, requestQuote } from '../../../test/helpers/quotes.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { webhookReceiver } from '../../../test/helpers/webhook-receiver.js';

// Manual passes, and no wait between attempts: the test decides when time passes.
// The receiver is on 127.0.0.1: private addresses allowed here (WEBHOOK_ALLOW_PRIVATE_URLS), and
// every due delivery to it goes in one pass (the per-host limit has its own test).
const t = useTestApp({
  deps: {
    webhookWorker: {
      autoStart: false,
      retryDelayMs: () => 0,
      allowPrivateAddresses: true,
      maxInFlightPerHost: 100,
    },
  },
});

const hook = webhookReceiver();
let client: TestUser;
let admin: TestUser;
let secret: string;
let productId: string;

beforeAll(async () => {
  await hook.reserve();
  client = await signUpUser(t.app);
  admin = await createAdmin(t.app);
  productId = (await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 })).id;
});
afterAll(() => hook.down());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** Worker passes until nothing is due. */
async function drain() {
  for (let i = 0; i < 20; i += 1) {
    if ((await t.app.webhookWorker.runOnce()).claimed === 0) return;
  }
}

describe('outbound webhooks (decision 192)', () => {
  it('adds an endpoint and answers its Standard Webhooks secret once', async () => {
    const res = await inject('POST', '/api/webhooks/endpoints', client, {
      url: hook.url(),
      events: [
        'order.placed',
        'order.paid',
        'order.shipped',
        'order.cancelled',
        'invoice.issued',
        'quote.answered',
      ],
      currentPassword: client.password,
    });
    expect(res.statusCode).toBe(201);
    secret = res.json().secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const list = await inject('GET', '/api/webhooks/endpoints', client);
    expect(list.body).not.toContain(secret);
    expect(list.json()).toHaveLength(1);
    for (const url of ['ftp://example.com', 'javascript:alert(1)', 'http://']) {
      const refused = await inject('POST', '/api/webhooks/endpoints', client, {
        url,
        events: ['order.paid'],
      });
      expect(refused.statusCode, url).toBe(400);
    }
  });

  it('loses nothing while the receiver is down: every event arrives, signed, once it is back', async () => {
    const orderId = await placeOrder(t.app, client, productId);
    const { intentId } = await payLocally(t.app, client, orderId);
    expect((await markPaid(t.app, client, orderId, intentId)).statusCode).toBe(200);
    expect((await markDelivered(t.app, admin, orderId)).statusCode).toBe(200);
    const toCancel = await placeOrder(t.app, client, productId);
    expect((await cancelOrder(t.app, client, toCancel)).statusCode).toBe(200);
    await addAddress(t.app, client);
    await addToCart(t.app, client, productId, 10);
    const quoteId = (await requestQuote(t.app, client, {})).json()._id as string;
    await answerQuote(t.app, admin, quoteId, {
      lines: [{ productId, quantity: 10, unitPrice: 5 }],
      validUntil: dayFromToday(7),
    });

    // Down: three passes, every delivery refused and kept for later.
    for (let pass = 0; pass < 3; pass += 1) {
      const result = await t.app.webhookWorker.runOnce();
      expect(result.delivered).toBe(0);
    }
    const waiting = await t.db.select().from(webhookDeliveries);
    expect(waiting.length).toBe(7);
    for (const delivery of waiting) {
      expect(delivery).toMatchObject({ status: 'pending', attempts: 3 });
      expect(delivery.lastError).toBeTruthy();
    }
    const log = (await inject('GET', '/api/webhooks/deliveries', client)).json();
    expect(log.every((d: { status: string }) => d.status === 'pending')).toBe(true);

    await hook.up();
    await drain();
    const types = hook.received.map((r) => JSON.parse(r.body).type).sort();
    expect(types).toEqual([
      'invoice.issued',
      'order.cancelled',
      'order.paid',
      'order.placed',
      'order.placed',
      'order.shipped',
      'quote.answered',
    ]);
    const verifier = new Webhook(secret);
    for (const { headers, body } of hook.received) {
      const event = verifier.verify(body, headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      if (event.type === 'order.paid') {
        expect(event.data).toMatchObject({ _id: orderId, status: 'paid' });
      }
    }
    expect(() =>
      verifier.verify(
        `${hook.received[0]!.body} `,
        hook.received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
    const delivered = (await inject('GET', '/api/webhooks/deliveries', client)).json();
    expect(delivered.map((d: { status: string }) => d.status)).toEqual(Array(7).fill('delivered'));
  });

  it('resends a delivery from the log with the same webhook-id', async () => {
    const [first] = (await inject('GET', '/api/webhooks/deliveries', client)).json();
    const before = hook.received.length;
    const res = await inject('POST', `/api/webhooks/deliveries/${first._id}/resend`, client);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    await drain();
    expect(hook.received).toHaveLength(before + 1);
    expect(hook.received.at(-1)!.headers['webhook-id']).toBe(
      `msg_${first._id.replaceAll('-', '')}`,
    );
  });

  it('keeps retrying with exponential backoff for a day, then gives up', async () => {
    expect([1, 2, 3, 10, 20].map(webhookBackoffMs)).toEqual([
      10_000, 20_000, 40_000, 3_600_000, 3_600_000,
    ]);
    await hook.down();
    await placeOrder(t.app, client, productId);
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending'));
    await t.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(webhookDeliveries.id, delivery!.id));
    await t.app.webhookWorker.runOnce();
    const [after] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery!.id));
    expect(after!.status).toBe('failed');
  });

  it('refuses private, loopback and link-local destinations unless allowed (no SSRF)', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1::1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
    await hook.up();
    const options = { timeoutMs: 2_000, allowPrivate: false };
    await expect(postJson(hook.url(), {}, '{}', options)).rejects.toThrow(
      'destination not allowed',
    );
    await expect(
      postJson(hook.url().replace('127.0.0.1', 'localhost'), {}, '{}', options),
    ).rejects.toThrow('destination not allowed');
    expect(await postJson(hook.url(), {}, '{}', { ...options, allowPrivate: true })).toBe(204);
    await hook.down();
  });

  it('belongs to its owner: another client sees no endpoint and resends nothing', async () => {
    const other = await signUpUser(t.app);
    expect((await inject('GET', '/api/webhooks/endpoints', other)).json()).toEqual([]);
    const [first] = (await inject('GET', '/api/webhooks/deliveries', client)).json();
    const res = await inject('POST', `/api/webhooks/deliveries/${first._id}/resend`, other);
    expect(res.statusCode).toBe(404);
    const [endpoint] = (await inject('GET', '/api/webhooks/endpoints', client)).json();
    expect(
      (await inject('DELETE', `/api/webhooks/endpoints/${endpoint._id}`, other)).statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/api/webhooks/endpoints/${endpoint._id}`, client)).statusCode,
    ).toBe(200);
    expect((await inject('GET', '/api/webhooks/endpoints', client)).json()).toEqual([]);
  });

  it('records adding and removing an endpoint in the audit log, never its secret', async () => {
    const owner = await signUpUser(t.app);
    const created = await inject('POST', '/api/webhooks/endpoints', owner, {
      url: 'https://erp.invalid/partline',
      events: ['order.paid'],
      currentPassword: owner.password,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, secret: ownSecret } = created.json();
    expect(
      (await inject('DELETE', `/api/webhooks/endpoints/${endpoint._id}`, owner)).statusCode,
    ).toBe(200);
    // A second removal finds nothing and records nothing.
    expect(
      (await inject('DELETE', `/api/webhooks/endpoints/${endpoint._id}`, owner)).statusCode,
    ).toBe(404);

    const entriesOf = async (action: string) => {
      const res = await inject('GET', `/api/admin/audit-log?action=${action}&pageSize=100`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(ownSecret);
      return res
        .json<{ entries: { targetId: string }[] }>()
        .entries.filter((entry) => entry.targetId === endpoint._id);
    };
    expect(await entriesOf('webhook_endpoint.create')).toEqual([
      expect.objectContaining({
        actorId: owner.id,
        targetType: 'webhook_endpoint',
        targetLabel: 'https://erp.invalid/partline',
        before: null,
        after: { url: 'https://erp.invalid/partline', events: ['order.paid'], userId: owner.id },
      }),
    ]);
    expect(await entriesOf('webhook_endpoint.remove')).toEqual([
      expect.objectContaining({
        actorId: owner.id,
        targetType: 'webhook_endpoint',
        before: { deletedAt: null },
        after: { deletedAt: expect.any(String) },
      }),
    ]);
  });
  it('sends a signed test event to an endpoint, one at a time, only to its owner', async () => {
    const owner = await signUpUser(t.app);
    const created = await inject('POST', '/api/webhooks/endpoints', owner, {
      url: hook.url(),
      events: ['order.paid'],
      currentPassword: owner.password,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, secret: ownSecret } = created.json();
    const url = `/api/webhooks/endpoints/${endpoint._id}/test`;

    // Another client, the shop admin and an unknown id reach nothing.
    const other = await signUpUser(t.app);
    expect((await inject('POST', url, other)).statusCode).toBe(404);
    expect((await inject('POST', url, admin)).statusCode).toBe(403);
    const unknown = '/api/webhooks/endpoints/00000000-0000-4000-8000-000000000000/test';
    expect((await inject('POST', unknown, owner)).statusCode).toBe(404);

    const sent = await inject('POST', url, owner);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      endpointId: endpoint._id,
      eventType: 'ping',
      status: 'pending',
    });
    // Clicked again while it waits: the same delivery, not a second one.
    const again = await inject('POST', url, owner);
    expect(again.json()._id).toBe(sent.json()._id);
    const log = (await inject('GET', '/api/webhooks/deliveries', owner)).json();
    expect(log.map((d: { eventType: string }) => d.eventType)).toEqual(['ping']);

    await hook.up();
    const before = hook.received.length;
    await drain();
    const arrived = hook.received.slice(before);
    expect(arrived).toHaveLength(1);
    const event = new Webhook(ownSecret).verify(
      arrived[0]!.body,
      arrived[0]!.headers as Record<string, string>,
    );
    expect(event).toMatchObject({
      type: 'ping',
      data: { endpointId: endpoint._id, url: hook.url() },
    });
    const [delivered] = (await inject('GET', '/api/webhooks/deliveries', owner)).json();
    expect(delivered).toMatchObject({ _id: sent.json()._id, status: 'delivered' });
    // Once delivered, the button sends a new one.
    const next = await inject('POST', url, owner);
    expect(next.json()._id).not.toBe(sent.json()._id);
    await drain();
    await hook.down();

    // A removed endpoint gets no more test events.
    expect(
      (await inject('DELETE', `/api/webhooks/endpoints/${endpoint._id}`, owner)).statusCode,
    ).toBe(200);
    expect((await inject('POST', url, owner)).statusCode).toBe(404);
  });
});
