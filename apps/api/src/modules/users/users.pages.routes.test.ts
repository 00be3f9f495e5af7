import {
  ApiErrorSchema,
  nextCursorOf,
  SPEC_LIST_CAP,
  UserSummaryListSchema,
} from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccounts } from '../../../test/helpers/auth.js';
import { idsOf } from '../../../test/helpers/rows.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/** `GET /users` on more users than the specification's list holds (decisions 210, 217). */

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: {} });
let oldestFirst: string[];

beforeAll(async () => {
  // Two users per millisecond, a microsecond apart in some, ids that are text (better-auth's).
  await t.db.execute(sql`
    INSERT INTO users (id, name, email, created_at)
    SELECT 'bulk-' || lpad(g::text, 5, '0'), 'Client ' || g, 'client' || g || '@example.com',
      timestamptz '2020-01-01 00:00:00+00' + ((g / 2) || ' milliseconds')::interval
        + ((g % 2) || ' microseconds')::interval
    FROM generate_series(1, ${SPEC_LIST_CAP + 60}) g`);
  oldestFirst = await idsOf(t.db, sql`SELECT id FROM users ORDER BY created_at, id`);
});

const asAdmin = (url: string) => t.app.inject({ url, headers: admin.headers });

describe('GET /api/users a page at a time', () => {
  it('answers the first 1,000 users without paging parameters, with a Link to the rest', async () => {
    const response = await asAdmin('/api/users');
    expect(response.statusCode).toBe(200);
    const users = UserSummaryListSchema.parse(response.json());
    expect(users.map((user) => user._id)).toEqual(oldestFirst.slice(0, SPEC_LIST_CAP));
    expect(response.headers.link).toMatch(/^<\/api\/users\?cursor=[\w-]+>; rel="next"$/);
  });

  it('pages through every user exactly once, oldest first and newest first', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/users?limit=100';
    while (url) {
      const response = await asAdmin(url);
      expect(response.statusCode).toBe(200);
      seen.push(...UserSummaryListSchema.parse(response.json()).map((user) => user._id));
      const cursor = nextCursorOf(response.headers.link as string | undefined);
      url = cursor ? `/api/users?limit=100&cursor=${cursor}` : null;
    }
    expect(seen).toEqual(oldestFirst);

    const newest: string[] = [];
    url = '/api/users?sort=newest&limit=100';
    while (url) {
      const response = await asAdmin(url);
      newest.push(...UserSummaryListSchema.parse(response.json()).map((user) => user._id));
      const cursor = nextCursorOf(response.headers.link as string | undefined);
      url = cursor ? `/api/users?sort=newest&limit=100&cursor=${cursor}` : null;
    }
    expect(newest).toEqual([...oldestFirst].reverse());
  });

  it('refuses a tampered cursor with 400, and non-admins as before', async () => {
    const first = await asAdmin('/api/users?limit=2');
    const cursor = nextCursorOf(first.headers.link as string)!;
    const bad = await asAdmin(`/api/users?cursor=${cursor.slice(2)}`);
    expect(bad.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(bad.json()).error.details).toHaveProperty('cursor');
    const refused = await t.app.inject({
      url: `/api/users?cursor=${cursor}`,
      headers: client.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/users?limit=5' })).statusCode).toBe(401);
  });
});
