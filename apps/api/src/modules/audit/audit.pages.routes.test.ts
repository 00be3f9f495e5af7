import {
  AUDIT_TOTAL_MAX,
  ApiErrorSchema,
  AuditLogPageSchema,
  nextCursorOf,
} from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccounts } from '../../../test/helpers/auth.js';
import { idsOf } from '../../../test/helpers/rows.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/**
 * The audit log read by cursor (decision 217): every entry once, newest first, with and without
 * an action filter, on a log longer than its count; page numbers only for the first pages.
 */

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: {} });
const ENTRIES = AUDIT_TOTAL_MAX + 40;

beforeAll(async () => {
  // Two entries per millisecond, a microsecond apart in some: cursors keep both and the id.
  await t.db.execute(sql`
    INSERT INTO audit_log (actor_email, action, target_type, target_id, target_label, created_at)
    SELECT 'admin@example.com', (ARRAY['product.restock','product.add','order.deliver'])[1 + g % 3],
      'product', g::text, 'Part ' || g,
      timestamptz '2026-01-01 00:00:00+00' + ((g / 2) || ' milliseconds')::interval
        + ((g % 2) || ' microseconds')::interval
    FROM generate_series(1, ${ENTRIES}) g`);
});

function ids(where: string): Promise<string[]> {
  return idsOf(
    t.db,
    sql.raw(`SELECT id FROM audit_log WHERE ${where} ORDER BY created_at DESC, id DESC`),
  );
}

async function page(query: string) {
  const response = await t.app.inject({
    url: `/api/admin/audit-log${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, query).toBe(200);
  return { body: AuditLogPageSchema.parse(response.json()), link: response.headers.link };
}

describe('GET /api/admin/audit-log by cursor (decision 217)', () => {
  it('reads every entry once, newest first, with and without an action', async () => {
    for (const [filter, where] of [
      ['', 'true'],
      ['action=product.restock&', "action = 'product.restock'"],
    ] as const) {
      const seen: string[] = [];
      let first = await page(`?${filter}pageSize=100`);
      expect(first.body).toMatchObject({ page: 1, pageSize: 100 });
      seen.push(...first.body.entries.map((entry) => entry._id));
      let cursor = first.body.nextCursor;
      expect(nextCursorOf(first.link as string)).toBe(cursor);
      while (cursor) {
        first = await page(`?${filter}pageSize=100&cursor=${cursor}`);
        seen.push(...first.body.entries.map((entry) => entry._id));
        cursor = first.body.nextCursor;
      }
      expect(seen, filter).toEqual(await ids(where));
    }
  });

  it('counts up to its cap and says more exist', async () => {
    const { body } = await page('');
    expect(body).toMatchObject({ total: AUDIT_TOTAL_MAX, totalCapped: true, totalPages: 500 });
    const restocks = await page('?action=product.restock');
    expect(restocks.body.total).toBe((await ids("action = 'product.restock'")).length);
    expect(restocks.body.totalCapped).toBe(false);
  });

  it('refuses a tampered cursor with 400, and non-admins as before', async () => {
    const { body } = await page('?pageSize=3');
    const response = await t.app.inject({
      url: `/api/admin/audit-log?cursor=${body.nextCursor!.slice(1)}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).error.details).toHaveProperty('cursor');
    const refused = await t.app.inject({
      url: `/api/admin/audit-log?cursor=${body.nextCursor}`,
      headers: client.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });
});
