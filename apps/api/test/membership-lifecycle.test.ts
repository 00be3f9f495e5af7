import {
  API_KEY_SCOPES,
  COMPANY_MESSAGES,
  MEMBERSHIP_MESSAGES,
  QUOTE_MESSAGES,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { companyMembers, orders, webhookDeliveries } from '../src/db/schema/index.js';
import { ENDPOINT_NOT_AUTHORISED } from '../src/webhooks/webhook-worker.js';
import { createApiKey } from './helpers/api-keys.js';
import { createAdmin, sendAs, signUpUser, type TestUser } from './helpers/auth.js';
import { addAddress, addToCart } from './helpers/cart.js';
import {
  accept,
  collectingMailer,
  companyInput,
  insertInvitation,
  invitationTokenFor,
  invite,
} from './helpers/companies.js';
import { insertProduct } from './helpers/factories.js';
import { cancelOrder, placeOrder } from './helpers/orders.js';
import { acceptQuote, answerQuote, dayFromToday, requestQuote } from './helpers/quotes.js';
import { setCredit } from './helpers/receivables.js';
import { testDatabaseKind, useTestApp } from './helpers/test-app.js';
import { useTwoInstances } from './helpers/two-instances.js';
import { webhookReceiver } from './helpers/webhook-receiver.js';

/*
 * What a company membership grants ends with it (decision 293): a client's own API keys and
 * webhook endpoints when they join or found a company; a company admin's company keys, endpoints
 * and open invitations when they are removed or demoted; a company's quotes for whoever left it.
 */

const mailer = collectingMailer();
// Manual worker passes; the stand-in receiver is on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE_URLS).
const t = useTestApp({
  deps: {
    mailer,
    mailWorker: { autoStart: false },
    webhookWorker: { autoStart: false, retryDelayMs: () => 0, allowPrivateAddresses: true },
  },
});

const hook = webhookReceiver();
let shopAdmin: TestUser;
let productId: string;

beforeAll(async () => {
  await hook.up();
  shopAdmin = await createAdmin(t.app);
  productId = (await insertProduct(t.db, { minOrder: 10, availableQuantity: 100_000 })).id;
});
afterAll(() => hook.down());

let companies = 0;
/** `POST /api/company` as `user` with a name, licence and BIN no other company of the file has. */
async function found(app: App, user: TestUser): Promise<string> {
  companies += 1;
  const res = await sendAs(
    app,
    user,
    'POST',
    '/api/company',
    companyInput({
      name: `Lifecycle ${companies} Ltd.`,
      tradeLicenceNumber: `TRAD/DNCC/${700000 + companies}/2026`,
      bin: `${String(700000000 + companies)}-0101`,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** `user` joins `companyId` with `role` through an invitation link. */
async function join(
  app: App,
  user: TestUser,
  companyId: string,
  role: 'admin' | 'buyer' = 'buyer',
  limitPoisha: number | null = null,
) {
  const { token } = await insertInvitation(app.database.db, companyId, user.email, {
    role,
    limitPoisha,
  });
  const res = await accept(app, user, token);
  expect(res.statusCode, res.body).toBe(200);
}

const get = (url: string, headers: Record<string, string>, app: App = t.app) =>
  app.inject({ url, headers });

/** Worker passes until nothing is due. */
async function drain() {
  for (let i = 0; i < 20; i += 1) {
    if ((await t.app.webhookWorker.runOnce()).claimed === 0) return;
  }
}

/** An endpoint for every event at the stand-in receiver, as `user`; its id. */
async function addEndpoint(user: TestUser): Promise<string> {
  const res = await sendAs(t.app, user, 'POST', '/api/webhooks/endpoints', {
    url: hook.url(),
    events: ['order.placed', 'order.cancelled', 'quote.answered'],
    currentPassword: user.password,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ endpoint: { _id: string } }>().endpoint._id;
}

/** The audit log's entries of `action` on `targetId`, as the shop's admin reads them. */
async function auditOf(action: string, targetId: string) {
  const res = await get(`/api/admin/audit-log?action=${action}&pageSize=100`, shopAdmin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ entries: { targetId: string; after: Record<string, unknown> | null }[] }>()
    .entries.filter((entry) => entry.targetId === targetId);
}

/** A quote request of `buyer` for 10 pieces, answered by the shop; its id. */
async function answeredQuote(buyer: TestUser): Promise<string> {
  await addAddress(t.app, buyer);
  await addToCart(t.app, buyer, productId, 10);
  const id = (await requestQuote(t.app, buyer)).json<{ _id: string }>()._id;
  const answered = await answerQuote(t.app, shopAdmin, id, {
    lines: [{ productId, quantity: 10, unitPrice: 5 }],
    validUntil: dayFromToday(7),
  });
  expect(answered.statusCode, answered.body).toBe(201);
  return id;
}

/** A company admin and, when asked, a buyer of the company; the company's id. */
async function companyWith(buyer?: TestUser) {
  const admin = await signUpUser(t.app);
  const companyId = await found(t.app, admin);
  if (buyer) await join(t.app, buyer, companyId);
  return { admin, companyId };
}

describe("a client's own API keys and webhook endpoints (decision 293)", () => {
  it('stop working when their owner founds a company: no terms, statement or on-account checkout', async () => {
    const client = await signUpUser(t.app);
    const key = await createApiKey(t.app, client, [...API_KEY_SCOPES]);
    await addEndpoint(client);
    // A quote of their own, answered after they founded the company: its event went to their
    // own endpoint before.
    await addAddress(t.app, client);
    await addToCart(t.app, client, productId, 10);
    const quoteId = (await requestQuote(t.app, client)).json<{ _id: string }>()._id;
    expect((await get('/api/cart', key.headers)).statusCode).toBe(200);

    const companyId = await found(t.app, client);
    await setCredit(t.app, shopAdmin, companyId, { paymentTermsDays: 30, creditLimit: 1_000_000 });
    for (const url of ['/api/company/payment-terms', '/api/company/statement', '/api/cart']) {
      expect((await get(url, key.headers)).statusCode, url).toBe(401);
    }
    await addToCart(t.app, client, productId, 10);
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: key.headers,
      payload: { paymentMethod: 'on_account', poNumber: 'PO-KEY' },
    });
    expect(byKey.statusCode).toBe(401);
    // Nor is it the company's: its admins neither list it nor see the endpoint.
    expect((await get('/api/api-keys', client.headers)).json()).toEqual([]);
    expect((await get('/api/webhooks/endpoints', client.headers)).json()).toEqual([]);

    hook.received.length = 0;
    await answerQuote(t.app, shopAdmin, quoteId, {
      lines: [{ productId, quantity: 10, unitPrice: 5 }],
      validUntil: dayFromToday(7),
    });
    await placeOrder(t.app, client, productId);
    await drain();
    expect(hook.received).toEqual([]);
  });

  it('stop working when their owner joins a company, and stay revoked after they leave it', async () => {
    const client = await signUpUser(t.app);
    const key = await createApiKey(t.app, client, ['orders:read']);
    const endpointId = await addEndpoint(client);
    const { admin, companyId } = await companyWith();
    await join(t.app, client, companyId);
    expect((await get('/api/company/payment-terms', key.headers)).statusCode).toBe(401);
    expect(await auditOf('webhook_endpoint.remove', endpointId)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ reason: 'membership changed' }) }),
    ]);

    const removed = await sendAs(t.app, admin, 'DELETE', `/api/company/members/${client.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/cart', key.headers)).statusCode).toBe(401);
    const mine = (await get('/api/api-keys', client.headers)).json<{ revokedAt: string }[]>();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.revokedAt).toBeTruthy();
  });
});

describe("a company's quotes follow the membership (decision 293)", () => {
  it('a removed member reaches none of them: read, list, PDF, message, decline, accept answer 404', async () => {
    const buyer = await signUpUser(t.app);
    const { admin } = await companyWith(buyer);
    const quoteId = await answeredQuote(buyer);
    const toDecline = await answeredQuote(buyer);
    expect((await get(`/api/quotes/${quoteId}`, buyer.headers)).statusCode).toBe(200);

    await sendAs(t.app, admin, 'DELETE', `/api/company/members/${buyer.id}`);
    const tries = [
      await get(`/api/quotes/${quoteId}`, buyer.headers),
      await get(`/api/quotes/${quoteId}/pdf`, buyer.headers),
      await sendAs(t.app, buyer, 'POST', `/api/quotes/${quoteId}/messages`, { body: 'Still?' }),
      await sendAs(t.app, buyer, 'POST', `/api/quotes/${toDecline}/decline`),
      await acceptQuote(t.app, buyer, quoteId, { version: 1 }),
    ];
    for (const res of tries) {
      expect([res.statusCode, res.json().error?.message]).toEqual([404, QUOTE_MESSAGES.notFound]);
    }
    expect((await get('/api/quotes', buyer.headers)).json()).toEqual([]);
    // The company keeps them: its admin still reads and accepts.
    expect((await get(`/api/quotes/${quoteId}`, admin.headers)).statusCode).toBe(200);
    await addAddress(t.app, admin);
    const accepted = await acceptQuote(t.app, admin, quoteId, { version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("a member who moved to company B cannot accept company A's quote: no order lands in B", async () => {
    const buyer = await signUpUser(t.app);
    const a = await companyWith(buyer);
    const quoteId = await answeredQuote(buyer);
    await sendAs(t.app, a.admin, 'DELETE', `/api/company/members/${buyer.id}`);
    const b = await companyWith(buyer);

    for (const paymentMethod of ['card', 'on_account'] as const) {
      const res = await acceptQuote(t.app, buyer, quoteId, {
        version: 1,
        paymentMethod,
        poNumber: 'PO-B',
      });
      expect([res.statusCode, res.json().error.message]).toEqual([404, QUOTE_MESSAGES.notFound]);
    }
    const inB = await t.db.select().from(orders).where(eq(orders.companyId, b.companyId));
    expect(inB).toEqual([]);
  });

  it("a client's own quote asked before joining stays readable but is no longer accepted (409)", async () => {
    const client = await signUpUser(t.app);
    const quoteId = await answeredQuote(client);
    const { companyId } = await companyWith();
    await join(t.app, client, companyId, 'buyer', 0);

    expect((await get(`/api/quotes/${quoteId}`, client.headers)).statusCode).toBe(200);
    const res = await acceptQuote(t.app, client, quoteId, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^This quote was made before you joined Lifecycle /);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, client.id));
    expect(placed).toEqual([]);
  });
});

describe.each(['removed', 'demoted'] as const)('a company admin %s (decision 293)', (change) => {
  /** `boss` removes `other` from the company or makes them a buyer. */
  const end = (boss: TestUser, other: TestUser) =>
    change === 'removed'
      ? sendAs(t.app, boss, 'DELETE', `/api/company/members/${other.id}`)
      : sendAs(t.app, boss, 'PUT', `/api/company/members/${other.id}`, { role: 'buyer' });

  it('loses the company keys, webhook endpoints and open invitations they made, at once', async () => {
    const { admin: boss, companyId } = await companyWith();
    const other = await signUpUser(t.app);
    await join(t.app, other, companyId, 'admin');
    const key = await createApiKey(t.app, other, ['orders:read']);
    const endpointId = await addEndpoint(other);
    const invitee = `invitee-${change}-${Date.now()}@example.com`;
    expect((await invite(t.app, other, invitee)).statusCode).toBe(201);
    const token = invitationTokenFor(mailer.mails, invitee);
    expect((await get('/api/company/orders', key.headers)).statusCode).toBe(200);

    expect((await end(boss, other)).statusCode).toBe(200);
    expect((await get('/api/company/orders', key.headers)).statusCode).toBe(401);
    const keys = (await get('/api/api-keys', boss.headers)).json<{ revokedAt: string | null }[]>();
    expect(keys.map((row) => row.revokedAt !== null)).toEqual([true]);
    const endpoints = (await get('/api/webhooks/endpoints', boss.headers)).json<
      { _id: string }[]
    >();
    expect(endpoints.map((row) => row._id)).not.toContain(endpointId);
    expect((await get('/api/company/invitations', boss.headers)).json()).toEqual([]);
    const late = await accept(t.app, await signUpUser(t.app, { email: invitee }), token);
    expect([late.statusCode, late.json().error.message]).toEqual([
      409,
      COMPANY_MESSAGES.invitationWithdrawn,
    ]);

    // The company's next order reaches no receiver of theirs.
    hook.received.length = 0;
    await placeOrder(t.app, boss, productId);
    await drain();
    expect(hook.received).toEqual([]);
    // Each ending is in the audit log.
    const revocations = await get(
      '/api/admin/audit-log?action=api_key.revoke&pageSize=100',
      shopAdmin.headers,
    );
    const entries = revocations.json<{ entries: { targetId: string }[] }>().entries;
    expect(entries.map((entry) => entry.targetId)).toContain(key.id);
    expect(await auditOf('webhook_endpoint.remove', endpointId)).toEqual([
      expect.objectContaining({
        actorId: boss.id,
        after: { deletedAt: expect.any(String), reason: 'membership changed' },
      }),
    ]);
  });
});

describe('the webhook worker, whatever path changed the membership (decision 293)', () => {
  it('sends nothing to a company endpoint whose creator is no longer its admin', async () => {
    const { admin, companyId } = await companyWith();
    const colleague = await signUpUser(t.app);
    await join(t.app, colleague, companyId, 'admin');
    const endpointId = await addEndpoint(colleague);
    hook.received.length = 0;
    await placeOrder(t.app, admin, productId);
    // A change that bypasses the API (another tool, SQL by hand) after the event was queued.
    await t.db
      .update(companyMembers)
      .set({ role: 'buyer' })
      .where(eq(companyMembers.userId, colleague.id));
    await drain();
    expect(hook.received).toEqual([]);
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(delivery).toMatchObject({ status: 'failed', lastError: ENDPOINT_NOT_AUTHORISED });
  });

  it.each([
    [
      'demoted',
      (userId: string) =>
        t.db.update(companyMembers).set({ role: 'buyer' }).where(eq(companyMembers.userId, userId)),
    ],
    [
      'removed',
      (userId: string) => t.db.delete(companyMembers).where(eq(companyMembers.userId, userId)),
    ],
  ] as const)(
    "queues nothing for a company endpoint whose creator was %s by SQL, only the admin's",
    async (_change, bypass) => {
      const { admin, companyId } = await companyWith();
      const colleague = await signUpUser(t.app);
      await join(t.app, colleague, companyId, 'admin');
      const theirs = await addEndpoint(colleague);
      const ours = await addEndpoint(admin);
      // Another tool or SQL by hand: the API's soft-delete of the endpoint does not run.
      await bypass(colleague.id);
      await placeOrder(t.app, admin, productId);

      // The colleague's endpoint is still live, so the company's log would show its deliveries.
      const endpoints = (await get('/api/webhooks/endpoints', admin.headers)).json<
        { _id: string }[]
      >();
      expect(endpoints.map((row) => row._id).sort()).toEqual([theirs, ours].sort());
      const log = (await get('/api/webhooks/deliveries', admin.headers)).json<
        { endpointId: string; eventType: string }[]
      >();
      expect(log.map((row) => [row.endpointId, row.eventType])).toEqual([[ours, 'order.placed']]);
    },
  );

  it("queues nothing for a client's own endpoint once its creator is in a company by SQL", async () => {
    const client = await signUpUser(t.app);
    const endpointId = await addEndpoint(client);
    const orderId = await placeOrder(t.app, client, productId);
    const { companyId } = await companyWith();
    // Another tool or SQL by hand: the API's soft-delete of the endpoint does not run.
    await t.db.insert(companyMembers).values({ companyId, userId: client.id, role: 'buyer' });
    // Their order placed before joining has no company: its cancellation is the client's event.
    expect((await cancelOrder(t.app, client, orderId)).statusCode).toBe(200);

    const queued = await t.db
      .select({ eventType: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(queued).toEqual([{ eventType: 'order.placed' }]);
  });
});

describe('approvals follow the membership (decision 293)', () => {
  it('an order awaiting approval of a buyer who left is not approved; it can be declined', async () => {
    const buyer = await signUpUser(t.app);
    const { admin, companyId } = await companyWith();
    await join(t.app, buyer, companyId, 'buyer', 0);
    const orderId = await placeOrder(t.app, buyer, productId);
    await sendAs(t.app, admin, 'DELETE', `/api/company/members/${buyer.id}`);

    const approved = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/company/orders/${orderId}/approve`,
      {},
    );
    expect([approved.statusCode, approved.json().error.message]).toEqual([
      409,
      MEMBERSHIP_MESSAGES.buyerLeft,
    ]);
    const declined = await sendAs(t.app, admin, 'POST', `/api/company/orders/${orderId}/decline`, {
      comment: 'You left the company',
    });
    expect(declined.statusCode).toBe(200);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('across two instances (decision 293)', () => {
  const instances = useTwoInstances();

  it("instance A removes a member; instance B refuses their key and the company's quote at once", async () => {
    const { appA, appB } = instances;
    const boss = await signUpUser(appA);
    const companyId = await found(appA, boss);
    const member = await signUpUser(appA);
    await join(appA, member, companyId, 'admin');
    const key = await createApiKey(appA, member, ['orders:read']);
    await addAddress(appA, member);
    await addToCart(appA, member, (await insertProduct(appA.database.db, { minOrder: 1 })).id, 1);
    const quoteId = (await requestQuote(appA, member)).json<{ _id: string }>()._id;
    // Instance B has served both (anything it keeps per instance is warm).
    expect((await get('/api/company/orders', key.headers, appB)).statusCode).toBe(200);
    expect((await get(`/api/quotes/${quoteId}`, member.headers, appB)).statusCode).toBe(200);

    expect(
      (await sendAs(appA, boss, 'DELETE', `/api/company/members/${member.id}`)).statusCode,
    ).toBe(200);
    expect((await get('/api/company/orders', key.headers, appB)).statusCode).toBe(401);
    expect((await get(`/api/quotes/${quoteId}`, member.headers, appB)).statusCode).toBe(404);
    expect((await get('/api/quotes', member.headers, appB)).json()).toEqual([]);
  });
});
