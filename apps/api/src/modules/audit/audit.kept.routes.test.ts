import { AuditLogPageSchema } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createAdmin, sendAs, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { companyInput } from '../../../test/helpers/companies.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { insertPaidOrder } from '../../../test/helpers/paid-orders.js';
import { testDatabaseKind, useTestApp } from '../../../test/helpers/test-app.js';
import { expectAnnounced, useTwoInstances } from '../../../test/helpers/two-instances.js';

// The audit log's pages are kept serialised until an entry is appended (decision 285): each step
// reads first (so that the page is kept), writes, and reads again at once.

const t = useTestApp();
const { admin, client } = useAccounts(t, {
  admin: { role: 'admin', name: 'Kept Audit Admin' },
  client: { name: 'Kept Audit Client' },
});

/** `GET /api/admin/audit-log{query}` as `as`, on `app`. */
async function auditPage(query = '', as: TestUser = admin, app: App = t.app) {
  const res = await app.inject({ url: `/api/admin/audit-log${query}`, headers: as.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, page: AuditLogPageSchema.parse(res.json()) };
}

/** The actions of page 1, newest first. */
async function actions(query = '', as: TestUser = admin, app: App = t.app): Promise<string[]> {
  return (await auditPage(query, as, app)).page.entries.map((entry) => entry.action);
}

describe('a kept page of the audit log shows every appended entry on the next read', () => {
  it('of each kind of admin action', async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 100 });
    const orderId = await insertPaidOrder(t.db, product, client, 10);
    const target = await createAdmin(t.app);
    let productId = '';
    const writes: ReadonlyArray<readonly [string, () => Promise<{ statusCode: number }>]> = [
      [
        'product.add',
        async () => {
          const res = await sendAs(t.app, admin, 'POST', '/api/product', buildProductInput());
          productId = res.json<{ _id: string }>()._id;
          return res;
        },
      ],
      [
        'product.restock',
        () => sendAs(t.app, admin, 'PUT', `/api/product/${productId}`, { restock: 5 }),
      ],
      ['product.delete', () => sendAs(t.app, admin, 'DELETE', `/api/product/${productId}`)],
      [
        'order.deliver',
        () => sendAs(t.app, admin, 'PUT', `/api/orders/${orderId}`, { isDelivered: true }),
      ],
      [
        'user.remove_admin',
        () => sendAs(t.app, admin, 'DELETE', `/api/user/admin/${target.email}`),
      ],
      ['user.make_admin', () => sendAs(t.app, admin, 'PUT', `/api/user/admin/${target.email}`)],
      // A company's own admin, not the shop's: any action that appends drops the kept pages.
      ['company.create', () => sendAs(t.app, client, 'POST', '/api/company', companyInput())],
      [
        'company.edit',
        () => sendAs(t.app, client, 'PUT', '/api/company', companyInput({ name: 'Kept Ltd.' })),
      ],
    ];
    for (const [action, write] of writes) {
      const before = await actions();
      expect((await write()).statusCode, action).toBeLessThan(300);
      const after = await actions();
      expect(after[0], action).toBe(action);
      expect(after.slice(1), action).toEqual(before.slice(0, after.length - 1));
    }
  });

  it('of one action and on a later page, each kept by its query', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 1 });
    const restock = () => sendAs(t.app, admin, 'PUT', `/api/product/${product.id}`, { restock: 1 });
    expect((await restock()).statusCode).toBe(200);
    expect((await restock()).statusCode).toBe(200);
    const filtered = '?action=product.restock&pageSize=1';
    const second = '?pageSize=1&page=2';
    const firstBefore = (await auditPage(filtered)).page;
    const secondBefore = (await auditPage(second)).page;
    expect((await restock()).statusCode).toBe(200);
    const firstAfter = (await auditPage(filtered)).page;
    expect(firstAfter.total).toBe(firstBefore.total + 1);
    expect(firstAfter.entries[0]?.after).toEqual({ availableQuantity: 4 });
    // What was page 1 of one entry is now page 2.
    expect(secondBefore.entries[0]?.after).toEqual({ availableQuantity: 2 });
    expect((await auditPage(second)).page.entries[0]?.after).toEqual({ availableQuantity: 3 });
  });

  it('answers a kept page to admins only', async () => {
    await auditPage();
    expect((await t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const asClient = await t.app.inject({ url: '/api/admin/audit-log', headers: client.headers });
    expect(asClient.statusCode).toBe(403);
  });

  it('is the same page after a rolled-back action', async () => {
    // A constraint that refuses one entry stands in for any failure of the action's transaction.
    await t.db.execute(
      sql`ALTER TABLE audit_log ADD CONSTRAINT test_refuse_kept CHECK (target_label <> 'Kept Unrecorded') NOT VALID`,
    );
    try {
      const before = await auditPage();
      const input = buildProductInput({ productName: 'Kept Unrecorded' });
      expect((await sendAs(t.app, admin, 'POST', '/api/product', input)).statusCode).toBe(500);
      expect((await auditPage()).body).toBe(before.body);
    } finally {
      await t.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT test_refuse_kept`);
    }
  });

  it('an entry appended without the app (the trigger notifies)', async () => {
    await auditPage();
    await t.db.execute(sql`
      INSERT INTO audit_log (actor_email, action, target_type, target_id, target_label)
      VALUES ('by-hand@example.com', 'product.restock', 'product', 'by-hand', 'Appended by hand')`);
    await expectAnnounced(async () => (await auditPage()).page.entries[0]?.targetLabel).toBe(
      'Appended by hand',
    );
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  const instances = useTwoInstances();

  it("an action through one instance reaches the other's kept page", async () => {
    const { shared, appA, appB } = instances;
    const bossA = await createAdmin(appA);
    const bossB = await createAdmin(appB);
    const product = await insertProduct(shared.handle.db, {
      productName: 'Restocked through A',
      availableQuantity: 1,
    });
    const labels = async () =>
      (await auditPage('', bossB, appB)).page.entries.map((entry) => entry.targetLabel);
    expect(await labels()).toEqual([]);
    const res = await sendAs(appA, bossA, 'PUT', `/api/product/${product.id}`, { restock: 2 });
    expect(res.statusCode).toBe(200);
    await expectAnnounced(labels).toEqual(['Restocked through A']);
  });
});
