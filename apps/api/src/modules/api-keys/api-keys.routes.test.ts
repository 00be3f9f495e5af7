import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../../db/schema/index.js';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { createAdmin, signUpUser, useAccounts } from '../../../test/helpers/auth.js';
import { addMember, collectingMailer, createCompany } from '../../../test/helpers/companies.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const mailer = collectingMailer();
const t = useTestApp({ deps: { mailer }, env: { API_KEY_RATE_LIMIT_MAX: '40' } });

const { client } = useAccounts(t, { client: {} });
let productId: string;

beforeAll(async () => {
  productId = (await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 })).id;
});

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** `POST /api/orders` of 10 pieces of the product with `key`. */
const placeOrderWith = (key: { headers: Record<string, string> }) =>
  inject('POST', '/api/orders', key.headers, buildPlaceOrderInput(productId, { quantity: 10 }));

describe('creating, listing and revoking API keys (decision 190)', () => {
  it('shows the secret once, stores only its hash and lists the key without it', async () => {
    const res = await inject('POST', '/api/api-keys', client.headers, {
      name: '  SAP Ariba ',
      scopes: ['orders:read', 'orders:read', 'catalog:read'],
      currentPassword: client.password,
    });
    expect(res.statusCode).toBe(201);
    const { apiKey, secret } = res.json();
    expect(secret).toMatch(/^pl_[\w-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'SAP Ariba',
      scopes: ['orders:read', 'catalog:read'],
      prefix: secret.slice(0, 10),
      companyId: null,
      createdBy: client.email,
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey._id));
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await inject('GET', '/api/api-keys', client.headers);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().map((key: { _id: string }) => key._id)).toContain(apiKey._id);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.create'), eq(auditLog.targetId, apiKey._id)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses a key without a name or scope, with an unknown scope or a past expiry', async () => {
    for (const payload of [
      { name: '', scopes: ['orders:read'] },
      { name: 'ERP', scopes: [] },
      { name: 'ERP', scopes: ['admin'] },
      { name: 'ERP', scopes: ['orders:read'], expiresAt: '2020-01-01T00:00:00Z' },
    ]) {
      const res = await inject('POST', '/api/api-keys', client.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('acts as its owner with its scopes; a revoked key authenticates nothing', async () => {
    const key = await createApiKey(t.app, client, ['orders:read']);
    const mine = await inject('GET', `/api/orders/${client.email}`, key.headers);
    expect(mine.statusCode).toBe(200);
    const listed = (await inject('GET', '/api/api-keys', client.headers)).json();
    expect(listed.find((k: { _id: string }) => k._id === key.id).lastUsedAt).not.toBeNull();

    const revoked = await inject('DELETE', `/api/api-keys/${key.id}`, client.headers);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await inject('GET', `/api/orders/${client.email}`, key.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(API_KEY_MESSAGES.invalid);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.revoke'), eq(auditLog.targetId, key.id)));
    expect(audit).toHaveLength(1);
  });

  it('refuses an unknown, malformed or expired key with 401', async () => {
    const key = await createApiKey(t.app, client, ['orders:read'], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    for (const secret of [key.secret, 'pl_unknown', 'not a key', '']) {
      const res = await inject('GET', `/api/orders/${client.email}`, { 'x-api-key': secret });
      expect(res.statusCode, secret).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it("answers 404 for another client's key", async () => {
    const other = await signUpUser(t.app);
    const key = await createApiKey(t.app, other, ['orders:read']);
    const res = await inject('DELETE', `/api/api-keys/${key.id}`, client.headers);
    expect(res.statusCode).toBe(404);
    expect((await inject('GET', `/api/orders/${other.email}`, key.headers)).statusCode).toBe(200);
  });
});

describe('what a key may reach (decision 190)', () => {
  it('never reaches admin routes, account changes or key management', async () => {
    const key = await createApiKey(t.app, client, [
      'catalog:read',
      'orders:read',
      'orders:write',
      'invoices:read',
    ]);
    for (const [method, url, payload] of [
      ['GET', '/api/users'],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'more', scopes: ['orders:write'] }],
      ['PUT', `/api/update/user/${client.email}`, { displayName: 'Hijacked' }],
      ['POST', '/api/login', {}],
      ['POST', '/api/company', {}],
      ['POST', '/api/addresses', { address: 'Dhaka', phoneNumber: '01700000000' }],
    ] as const) {
      const res = await inject(method, url, key.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(API_KEY_MESSAGES.outOfScope);
    }
  });

  it('reaches only the routes of its scopes', async () => {
    const reader = await createApiKey(t.app, client, ['catalog:read']);
    expect((await inject('GET', '/api/products', reader.headers)).statusCode).toBe(200);
    const order = await placeOrderWith(reader);
    expect(order.statusCode).toBe(403);
    expect(order.json().error.message).toBe(API_KEY_MESSAGES.missingScope('orders:write'));
    const orders = await inject('GET', `/api/orders/${client.email}`, reader.headers);
    expect(orders.statusCode).toBe(403);
  });

  it('places an order as its owner, and the write is in the audit log', async () => {
    const writer = await createApiKey(t.app, client, ['orders:write', 'orders:read']);
    const res = await placeOrderWith(writer);
    expect(res.statusCode).toBe(201);
    const mine = (await inject('GET', `/api/orders/${client.email}`, writer.headers)).json();
    expect(mine.map((o: { _id: string }) => o._id)).toContain(res.json().insertedId);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.write'), eq(auditLog.targetId, writer.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: client.id,
      after: { method: 'POST', route: '/api/orders', status: 201 },
    });
  });

  it('ignores a session cookie beside the key: the key decides', async () => {
    const reader = await createApiKey(t.app, client, ['catalog:read']);
    const res = await inject('GET', '/api/api-keys', { ...client.headers, ...reader.headers });
    expect(res.statusCode).toBe(403);
  });

  it('has a rate limit of its own', async () => {
    const key = await createApiKey(t.app, client, ['catalog:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      statuses.push((await inject('GET', '/api/products', key.headers)).statusCode);
    }
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another key of the same client and IP still has its own.
    const other = await createApiKey(t.app, client, ['catalog:read']);
    expect((await inject('GET', '/api/products', other.headers)).statusCode).toBe(200);
  });
});

describe('company keys (decision 190)', () => {
  it("belong to the company's admins; buyers and shop admins may not manage keys", async () => {
    const boss = await signUpUser(t.app);
    const colleague = await signUpUser(t.app);
    const buyer = await signUpUser(t.app);
    await createCompany(t.app, boss);
    await addMember(t.app, mailer.mails, boss, colleague, 'admin');
    await addMember(t.app, mailer.mails, boss, buyer, 'buyer');
    const key = await createApiKey(t.app, boss, ['orders:read']);
    const seen = (await inject('GET', '/api/api-keys', colleague.headers)).json();
    expect(seen.map((k: { _id: string }) => k._id)).toEqual([key.id]);
    expect(seen[0].companyId).not.toBeNull();

    const asBuyer = await inject('POST', '/api/api-keys', buyer.headers, {
      name: 'mine',
      scopes: ['orders:read'],
    });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().error.message).toBe(API_KEY_MESSAGES.notForBuyers);
    const admin = await createAdmin(t.app);
    expect((await inject('GET', '/api/api-keys', admin.headers)).statusCode).toBe(403);

    // A colleague admin revokes it for the company.
    expect((await inject('DELETE', `/api/api-keys/${key.id}`, colleague.headers)).statusCode).toBe(
      200,
    );
    expect((await inject('GET', '/api/company/orders', key.headers)).statusCode).toBe(401);
  });
});
