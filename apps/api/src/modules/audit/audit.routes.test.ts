import { buildProductInput } from '@partline/shared/testing';
import type { AuditEntry, AuditLogPage } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpUser, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { placeOrder } from '../../../test/helpers/orders.js';
import { insertPaidOrder } from '../../../test/helpers/paid-orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, {
  admin: { role: 'admin', name: 'Audit Admin' },
  client: { name: 'Audit Client' },
});

const ADMIN_IP = '203.0.113.7';

/** An admin call from {@link ADMIN_IP}. */
function asAdmin(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: admin.headers,
    remoteAddress: ADMIN_IP,
    ...(payload ? { payload } : {}),
  });
}

async function auditLog(query = ''): Promise<AuditLogPage> {
  const response = await t.app.inject({
    url: `/api/admin/audit-log${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>();
}

/** Every entry, newest first. */
async function allEntries(): Promise<AuditEntry[]> {
  return (await auditLog('?pageSize=100')).entries;
}

/** The newest entry, checked to be the only one written since `countBefore`. */
async function onlyNewEntry(countBefore: number): Promise<AuditEntry> {
  const page = await auditLog('?pageSize=100');
  expect(page.total).toBe(countBefore + 1);
  return page.entries[0]!;
}

const entryCount = async () => (await auditLog('?pageSize=1')).total;

describe('an audit entry for every admin action, in the same transaction', () => {
  it('product.add: the new product after, nothing before, who, when, request and IP', async () => {
    const count = await entryCount();
    const input = buildProductInput({ productName: 'Audited Graphics Card', productPrice: 1500.5 });
    const response = await asAdmin('POST', '/api/product', input);
    expect(response.statusCode, response.body).toBe(201);
    const { _id } = response.json<{ _id: string }>();

    const entry = await onlyNewEntry(count);
    expect(entry).toMatchObject({
      action: 'product.add',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'product',
      targetId: _id,
      targetLabel: 'Audited Graphics Card',
      before: null,
      after: {
        productName: 'Audited Graphics Card',
        productPrice: 1500.5,
        minOrder: input.minOrder,
        availableQuantity: input.availableQuantity,
        heldQuantity: 0,
      },
      requestId: response.headers['x-request-id'],
      ip: ADMIN_IP,
    });
    expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
  });

  it('product.restock and product.set_stock: the stock before and after', async () => {
    const product = await insertProduct(t.db, {
      productName: 'Audited SSD',
      availableQuantity: 40,
    });
    let count = await entryCount();
    const restock = await asAdmin('PUT', `/api/product/${product.id}`, { restock: 25 });
    expect(restock.json()).toEqual({ modifiedCount: 1, availableQuantity: 65 });
    expect(await onlyNewEntry(count)).toMatchObject({
      action: 'product.restock',
      targetId: product.id,
      targetLabel: 'Audited SSD',
      before: { availableQuantity: 40 },
      after: { availableQuantity: 65 },
    });

    count += 1;
    const set = await asAdmin('PUT', `/api/product/${product.id}`, { availableQuantity: '12' });
    expect(set.json()).toEqual({ modifiedCount: 1, availableQuantity: 12 });
    expect(await onlyNewEntry(count)).toMatchObject({
      action: 'product.set_stock',
      targetId: product.id,
      before: { availableQuantity: 65 },
      after: { availableQuantity: 12 },
    });
  });

  it('product.delete: the product before, null after', async () => {
    const product = await insertProduct(t.db, {
      productName: 'Audited PSU',
      productPrice: 4200,
      minOrder: 5,
      availableQuantity: 30,
    });
    const count = await entryCount();
    const response = await asAdmin('DELETE', `/api/product/${product.id}`);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await onlyNewEntry(count)).toMatchObject({
      action: 'product.delete',
      targetType: 'product',
      targetId: product.id,
      targetLabel: 'Audited PSU',
      before: {
        productName: 'Audited PSU',
        productPrice: 4200,
        minOrder: 5,
        availableQuantity: 30,
        heldQuantity: 0,
      },
      after: null,
    });
  });

  it('order.deliver: paid before, delivered (with its time) after', async () => {
    const product = await insertProduct(t.db, {
      productName: 'Audited RAM',
      minOrder: 10,
      availableQuantity: 100,
    });
    const orderId = await insertPaidOrder(t.db, product, client, 10);
    const count = await entryCount();
    const response = await asAdmin('PUT', `/api/orders/${orderId}`, { isDelivered: true });
    expect(response.json()).toEqual({ modifiedCount: 1 });

    const entry = await onlyNewEntry(count);
    expect(entry).toMatchObject({
      action: 'order.deliver',
      targetType: 'order',
      targetId: orderId,
      targetLabel: `10 × Audited RAM for ${client.email}`,
      before: { status: 'paid', isPaid: true, isDelivered: false, deliveredAt: null },
      after: { status: 'delivered', isPaid: true, isDelivered: true },
    });
    expect(Date.parse(String(entry.after?.deliveredAt))).not.toBeNaN();
  });

  it('user.make_admin and user.remove_admin: the role before and after', async () => {
    const target = await signUpUser(t.app, { name: 'Audit Target' });
    let count = await entryCount();
    const made = await asAdmin('PUT', `/api/user/admin/${target.email}`);
    expect(made.json()).toEqual({ modifiedCount: 1 });
    expect(await onlyNewEntry(count)).toMatchObject({
      action: 'user.make_admin',
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.email,
      before: { role: 'user' },
      after: { role: 'admin' },
      actorEmail: admin.email,
    });

    count += 1;
    const removed = await asAdmin('DELETE', `/api/user/admin/${target.email}`);
    expect(removed.json()).toEqual({ modifiedCount: 1 });
    expect(await onlyNewEntry(count)).toMatchObject({
      action: 'user.remove_admin',
      targetId: target.id,
      before: { role: 'admin' },
      after: { role: 'user' },
    });
  });
});

describe('no entry without its action', () => {
  it('writes nothing when an admin action is refused or changes nothing', async () => {
    const product = await insertProduct(t.db, { productName: 'Refused Cooler' });
    const held = await insertProduct(t.db, { minOrder: 10, availableQuantity: 50 });
    await insertPaidOrder(t.db, held, client, 20);
    const unpaidId = await placeOrder(t.app, client, held.id, { quantity: 10 });
    const delivered = await insertPaidOrder(t.db, held, client, 10);
    expect(
      (await asAdmin('PUT', `/api/orders/${delivered}`, { isDelivered: true })).statusCode,
    ).toBe(200);
    const count = await entryCount();

    const refusals = [
      // Deliver an unpaid order: 'Order is not paid yet!'.
      [await asAdmin('PUT', `/api/orders/${unpaidId}`, { isDelivered: true }), 409],
      // Deliver an order again: nothing changes.
      [await asAdmin('PUT', `/api/orders/${delivered}`, { isDelivered: true }), 200],
      // A name in use.
      [
        await asAdmin('POST', '/api/product', buildProductInput({ productName: 'refused cooler' })),
        409,
      ],
      // Stock below what paid orders hold.
      [await asAdmin('PUT', `/api/product/${held.id}`, { availableQuantity: 5 }), 409],
      [
        await asAdmin('PUT', '/api/product/5d0f4a3e-8c1e-4a53-9a55-6a2a8f9e0c11', { restock: 1 }),
        404,
      ],
      [await asAdmin('DELETE', `/api/product/${product.id}x`), 404],
      // Already an admin; removing yourself; an unknown user.
      [await asAdmin('PUT', `/api/user/admin/${admin.email}`), 200],
      [await asAdmin('DELETE', `/api/user/admin/${admin.email}`), 409],
      [await asAdmin('DELETE', `/api/user/admin/${client.email}`), 200],
      [await asAdmin('PUT', '/api/user/admin/nobody@example.com'), 404],
    ] as const;
    for (const [response, status] of refusals) {
      expect(response.statusCode, response.body).toBe(status);
    }
    expect(await entryCount()).toBe(count);
  });

  it('rolls the action back when its entry cannot be written', async () => {
    // A constraint that refuses one entry stands in for any failure of the audit write.
    await t.db.execute(
      sql`ALTER TABLE audit_log ADD CONSTRAINT test_refuse_label CHECK (target_label <> 'Unrecordable Fan') NOT VALID`,
    );
    try {
      const count = await entryCount();
      const response = await asAdmin(
        'POST',
        '/api/product',
        buildProductInput({ productName: 'Unrecordable Fan' }),
      );
      expect(response.statusCode).toBe(500);
      const catalog = (await t.app.inject({ url: '/api/products' })).json<
        { productName: string }[]
      >();
      expect(catalog.map((p) => p.productName)).not.toContain('Unrecordable Fan');
      expect(await entryCount()).toBe(count);
    } finally {
      await t.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT test_refuse_label`);
    }
  });
});

describe('nobody can change the audit log', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of entries', async () => {
    const product = await insertProduct(t.db);
    await asAdmin('PUT', `/api/product/${product.id}`, { restock: 1 });
    const before = await allEntries();
    expect(before.length).toBeGreaterThan(0);
    const attempts = [
      sql`UPDATE audit_log SET actor_email = 'someone@else.com'`,
      sql`UPDATE audit_log SET after = NULL WHERE action = 'product.restock'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ];
    for (const statement of attempts) {
      const failure = await t.db.execute(statement).then(
        () => 'done',
        // Drizzle wraps the database's error as the cause of its own.
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(failure).toMatch(
        /^audit_log is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed$/,
      );
    }
    expect(await allEntries()).toEqual(before);
  });

  it('has no route that writes it: the API only reads it', async () => {
    const openapi = await t.app.inject({ url: '/api/openapi.json' });
    expect(openapi.statusCode, openapi.body.slice(0, 300)).toBe(200);
    const document = openapi.json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const auditRoutes = Object.entries(document.paths)
      .filter(([path]) => path.includes('audit'))
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m} ${path}`));
    expect(auditRoutes).toEqual(['get /api/admin/audit-log']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/admin/audit-log',
        headers: admin.headers,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists entries newest first, filters by action and pages', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 1 });
    for (const pieces of [1, 2, 3]) {
      await asAdmin('PUT', `/api/product/${product.id}`, { restock: pieces });
    }
    const restocks = await auditLog('?action=product.restock&pageSize=2');
    expect(restocks.total).toBeGreaterThanOrEqual(4);
    expect(restocks).toMatchObject({ page: 1, pageSize: 2 });
    expect(restocks.totalPages).toBe(Math.ceil(restocks.total / 2));
    expect(restocks.entries.map((e) => e.after)).toEqual([
      { availableQuantity: 7 },
      { availableQuantity: 4 },
    ]);
    const second = await auditLog('?action=product.restock&pageSize=2&page=2');
    expect(second.entries[0]?.after).toEqual({ availableQuantity: 2 });

    const all = await allEntries();
    expect(new Set(all.map((e) => e.action)).size).toBeGreaterThan(3);
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await auditLog(`?page=100`)).entries).toEqual([]);
  });

  it('refuses bad parameters with 400 in the error shape', async () => {
    for (const [query, field] of [
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
      ['?page=101', 'page'],
      ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['?action=product.rename', 'action'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/admin/audit-log${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ error: { code: string; details: Record<string, string[]> } }>();
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.details), query).toEqual([field]);
    }
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const asClient = await t.app.inject({ url: '/api/admin/audit-log', headers: client.headers });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({
      error: {
        code: 'forbidden',
        message: 'Only admins may do this',
        requestId: expect.any(String),
      },
    });
  });
});
