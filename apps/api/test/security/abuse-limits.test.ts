import {
  API_KEY_MESSAGES,
  INVITATION_LIMIT_MESSAGES,
  MAX_INVITATIONS_PER_COMPANY_PER_HOUR,
  MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR,
  MAX_WEBHOOK_ENDPOINTS_PER_OWNER,
  WEBHOOK_MESSAGES,
} from '@partline/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  sessions,
  users,
  webhookEndpoints,
} from '../../src/db/schema/index.js';
import { WEBHOOK_MAX_IN_FLIGHT_PER_HOST } from '../../src/webhooks/webhook-worker.js';
import { createApiKey } from '../helpers/api-keys.js';
import {
  authHeaders,
  nextClientIp,
  signUpUser,
  TEST_PASSWORD,
  type TestUser,
} from '../helpers/auth.js';
import { addAddress } from '../helpers/cart.js';
import { collectingMailer, createCompany, invite } from '../helpers/companies.js';
import { insertProduct } from '../helpers/factories.js';
import { placeOrder } from '../helpers/orders.js';
import { useTestApp } from '../helpers/test-app.js';

// Decision 294: credentials end with the password, and the limits on what sends mail or traffic
// for a user. Private destinations are refused here (WEBHOOK_ALLOW_PRIVATE_URLS is off).
const mailer = collectingMailer();
const t = useTestApp({ deps: { mailer, webhookWorker: { autoStart: false } } });

let productId: string;
beforeAll(async () => {
  productId = (await insertProduct(t.db, { minOrder: 10, availableQuantity: 100_000 })).id;
});

const send = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const addEndpoint = (user: TestUser, url: string, extra: object = {}) =>
  send(user, 'POST', '/api/webhooks/endpoints', {
    url,
    events: ['order.placed'],
    currentPassword: user.password,
    ...extra,
  });

const auth = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...authHeaders(t.app), ...headers },
    remoteAddress: nextClientIp(),
  });

describe('creating a key or an endpoint asks for the current password', () => {
  it('refuses a missing or wrong password with 400 on currentPassword', async () => {
    const client = await signUpUser(t.app);
    for (const [currentPassword, message] of [
      [undefined, API_KEY_MESSAGES.passwordRequired],
      ['', API_KEY_MESSAGES.passwordRequired],
      ['Wr0ng!password', API_KEY_MESSAGES.passwordWrong],
    ] as const) {
      const key = await send(client, 'POST', '/api/api-keys', {
        name: 'ERP',
        scopes: ['orders:read'],
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      expect(key.statusCode, String(currentPassword)).toBe(400);
      expect(key.json().error).toMatchObject({
        code: 'validation_failed',
        details: { currentPassword: [message] },
      });
      expect(key.body).not.toContain('Wr0ng!password');
      const endpoint = await addEndpoint(client, 'http://erp.invalid/hook', { currentPassword });
      expect(endpoint.statusCode).toBe(400);
      expect(endpoint.json().error.details).toEqual({ currentPassword: [message] });
    }
    expect((await send(client, 'GET', '/api/api-keys')).json()).toEqual([]);
    expect((await send(client, 'GET', '/api/webhooks/endpoints')).json()).toEqual([]);
    expect((await addEndpoint(client, 'http://erp.invalid/hook')).statusCode).toBe(201);
  });

  it('lets an account without a password create one only on a session under 10 minutes old', async () => {
    const client = await signUpUser(t.app);
    // A social sign-in only: no password on the account.
    await t.db.delete(accounts).where(eq(accounts.userId, client.id));
    const body = { name: 'ERP', scopes: ['orders:read'] };
    expect((await send(client, 'POST', '/api/api-keys', body)).statusCode).toBe(201);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, client.id));
    const stale = await send(client, 'POST', '/api/api-keys', body);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.message).toBe(API_KEY_MESSAGES.signInAgain);
  });
});

describe('a password reset or change ends the keys and endpoints the account made', () => {
  async function withCredentials() {
    const client = await signUpUser(t.app);
    const key = await createApiKey(t.app, client, ['orders:read']);
    expect((await addEndpoint(client, 'http://erp.invalid/hook')).statusCode).toBe(201);
    return { client, key };
  }

  async function expectEnded(
    client: TestUser,
    key: { id: string; headers: Record<string, string> },
    reason: string,
  ) {
    const used = await t.app.inject({ url: `/api/orders/${client.email}`, headers: key.headers });
    expect(used.statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, client.id));
    expect(live.map((row) => row.deletedAt)).toEqual([expect.any(Date)]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.revoke'), eq(auditLog.targetId, key.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ reason });
    const removed = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'webhook_endpoint.remove'), eq(auditLog.targetId, live[0]!.id)),
      );
    expect(removed.map((entry) => [entry.actorId, entry.after])).toEqual([
      [client.id, { deletedAt: expect.any(String), reason }],
    ]);
  }

  it('a password change revokes every API key and removes every webhook endpoint', async () => {
    const { client, key } = await withCredentials();
    const changed = await auth(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'N3w!password' },
      { cookie: client.cookie },
    );
    expect(changed.statusCode).toBe(200);
    await expectEnded(client, key, 'password_change');
  });

  it('a refused password change ends nothing', async () => {
    const { client, key } = await withCredentials();
    const refused = await auth(
      '/api/auth/change-password',
      { currentPassword: 'Wr0ng!password', newPassword: 'N3w!password' },
      { cookie: client.cookie },
    );
    expect(refused.statusCode).toBe(400);
    const used = await t.app.inject({ url: `/api/orders/${client.email}`, headers: key.headers });
    expect(used.statusCode).toBe(200);
    expect((await send(client, 'GET', '/api/webhooks/endpoints')).json()).toHaveLength(1);
  });

  it('a password reset revokes every API key and removes every webhook endpoint', async () => {
    const { client, key } = await withCredentials();
    expect(
      (await auth('/api/auth/request-password-reset', { email: client.email })).statusCode,
    ).toBe(200);
    const mail = mailer.mails.findLast((m) => m.to === client.email && /reset/i.test(m.subject));
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await auth('/api/auth/reset-password', { token, newPassword: 'Res3t!password' });
    expect(reset.statusCode).toBe(200);
    await expectEnded(client, key, 'password_reset');
  });
});

describe('invitations: from a verified address, a few an hour', () => {
  it('refuses an invitation from an unverified address', async () => {
    const owner = await signUpUser(t.app);
    await createCompany(t.app, owner, { name: 'Unverified Ltd.' });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, owner.id));
    const res = await send(owner, 'POST', '/api/company/invitations', {
      email: 'someone@example.com',
      role: 'buyer',
      monthlySpendingLimit: null,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(INVITATION_LIMIT_MESSAGES.verifyFirst);
    expect(mailer.mails.filter((m) => m.to === 'someone@example.com')).toHaveLength(0);
  });

  it('sends one address at most 3 invitations an hour, from all companies together', async () => {
    const [a, b] = [await signUpUser(t.app), await signUpUser(t.app)];
    await createCompany(t.app, a, { name: 'Recipient A Ltd.' });
    await createCompany(t.app, b, { name: 'Recipient B Ltd.' });
    const target = `target-${Date.now()}@example.com`;
    const sent = [];
    // Concurrently: the lock on the address lets exactly the limit through.
    const answers = await Promise.all([a, b, a, b, a].map((owner) => invite(t.app, owner, target)));
    for (const res of answers) sent.push(res.statusCode);
    expect(sent.filter((status) => status === 201)).toHaveLength(
      MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR,
    );
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: INVITATION_LIMIT_MESSAGES.recipientLimit,
      requestId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    expect(mailer.mails.filter((m) => m.to === target)).toHaveLength(
      MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR,
    );
  });

  it('lets one company send at most 20 invitations an hour', async () => {
    const owner = await signUpUser(t.app);
    await createCompany(t.app, owner, { name: 'Busy Inviter Ltd.' });
    const stamp = Date.now();
    for (let i = 0; i < MAX_INVITATIONS_PER_COMPANY_PER_HOUR; i += 1) {
      expect((await invite(t.app, owner, `many-${i}-${stamp}@example.com`)).statusCode).toBe(201);
    }
    const over = await invite(t.app, owner, `one-more-${stamp}@example.com`);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(INVITATION_LIMIT_MESSAGES.companyLimit);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('webhook endpoints: a few per owner, public destinations only', () => {
  it(`keeps an owner at ${MAX_WEBHOOK_ENDPOINTS_PER_OWNER} endpoints`, async () => {
    const client = await signUpUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_WEBHOOK_ENDPOINTS_PER_OWNER + 2 }, (_, i) =>
        addEndpoint(client, `http://erp-${i}.invalid/hook`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      MAX_WEBHOOK_ENDPOINTS_PER_OWNER,
    );
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().error).toEqual({
      code: 'conflict',
      message: WEBHOOK_MESSAGES.tooManyEndpoints(MAX_WEBHOOK_ENDPOINTS_PER_OWNER),
      requestId: expect.any(String),
    });
    const [first] = (await send(client, 'GET', '/api/webhooks/endpoints')).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/endpoints/${first._id}`,
      headers: client.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await addEndpoint(client, 'http://erp-again.invalid/hook')).statusCode).toBe(201);
  });

  it('refuses loopback, private and link-local destinations at registration', async () => {
    const client = await signUpUser(t.app);
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://localhost:3000/hook',
      'http://10.0.0.8/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/',
    ]) {
      const res = await addEndpoint(client, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_failed',
        message: WEBHOOK_MESSAGES.destinationNotAllowed,
        details: { url: [WEBHOOK_MESSAGES.destinationNotAllowed] },
        requestId: expect.any(String),
      });
    }
    expect((await send(client, 'GET', '/api/webhooks/endpoints')).json()).toEqual([]);
  });

  it('says only "destination not allowed" when a delivery is refused', async () => {
    const client = await signUpUser(t.app);
    const created = await addEndpoint(client, 'http://erp.invalid/hook');
    // The name later points inside (as DNS may): delivery checks again and refuses.
    await t.db
      .update(webhookEndpoints)
      .set({ url: 'http://localhost:9/hook' })
      .where(eq(webhookEndpoints.id, created.json().endpoint._id));
    await placeOrder(t.app, client, productId);
    await t.app.webhookWorker.runOnce();
    const [delivery] = (await send(client, 'GET', '/api/webhooks/deliveries')).json();
    expect(delivery.lastError).toBe('destination not allowed');
  });

  it(`sends at most ${WEBHOOK_MAX_IN_FLIGHT_PER_HOST} deliveries to one host at once`, async () => {
    const client = await signUpUser(t.app);
    for (let i = 0; i < 8; i += 1) {
      expect((await addEndpoint(client, `http://busy.invalid/hook-${i}`)).statusCode).toBe(201);
    }
    // Another owner's endpoint elsewhere is not held up by them.
    const other = await signUpUser(t.app);
    expect((await addEndpoint(other, 'http://calm.invalid/hook')).statusCode).toBe(201);
    await placeOrder(t.app, client, productId);
    await placeOrder(t.app, other, productId);
    const pass = await t.app.webhookWorker.runOnce();
    expect(pass.claimed).toBe(WEBHOOK_MAX_IN_FLIGHT_PER_HOST + 1);
    const second = await t.app.webhookWorker.runOnce();
    expect(second.claimed).toBe(8 - WEBHOOK_MAX_IN_FLIGHT_PER_HOST);
  });
});

describe('answers that depend on the caller are not cached', () => {
  it('answers no-store to company, members, orders, quotes, keys, deliveries, cart, addresses', async () => {
    const owner = await signUpUser(t.app);
    await createCompany(t.app, owner, { name: 'No Store Ltd.' });
    await addAddress(t.app, owner);
    for (const url of [
      '/api/company',
      '/api/company/members',
      `/api/orders/${owner.email}`,
      '/api/quotes',
      '/api/api-keys',
      '/api/webhooks/deliveries',
      '/api/webhooks/endpoints',
      '/api/cart',
      '/api/addresses',
    ]) {
      const res = await send(owner, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: owner.headers.authorization },
    });
    expect(session.headers['cache-control']).toMatch(/no-store/);
  });

  it('keeps the public catalog cacheable', async () => {
    const res = await t.app.inject({ url: '/api/products' });
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
