import {
  ApiErrorSchema,
  nextCursorOf,
  PAGE_LIMIT_DEFAULT,
  ProductListSchema,
  ProductSchema,
  SPEC_LIST_CAP,
} from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idsOf } from '../../../test/helpers/rows.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();

/** Products inserted: more than the specification's list holds (decision 215). */
const COUNT = SPEC_LIST_CAP + 75;

/** Every product id, oldest first (`created_at`, then `id`), as the database orders them. */
let oldestFirst: string[];

beforeAll(async () => {
  // Three products per millisecond and a microsecond apart inside some of them: a cursor must keep
  // the microseconds and the id to tell them apart (decision 210).
  await t.db.execute(sql`
    INSERT INTO products (name, sku, image, price_poisha, min_order, available_quantity,
      description, created_at, deleted_at, slug)
    SELECT 'Bulk part ' || g, 'PL-BULK-' || lpad(g::text, 5, '0'), '/images/bulk.webp',
      1000 + g, 1, 10, 'Generated for paging',
      timestamptz '2026-01-01 00:00:00+00' + ((g / 3) || ' milliseconds')::interval
        + ((g % 2) || ' microseconds')::interval,
      CASE WHEN g % 100 = 0 THEN now() END, 'part-' || g
    FROM generate_series(1, ${COUNT + Math.floor(COUNT / 100)}) g`);
  oldestFirst = await idsOf(
    t.db,
    sql`SELECT id FROM products WHERE deleted_at IS NULL ORDER BY created_at, id`,
  );
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Follows the `Link: rel="next"` headers from `url`; every id read, and the pages' sizes. */
async function readAll(url: string): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let next: string | null = url;
  while (next) {
    const response = await get(next);
    expect(response.statusCode).toBe(200);
    const page = ProductListSchema.parse(response.json());
    ids.push(...page.map((product) => product._id));
    sizes.push(page.length);
    const link = response.headers.link as string | undefined;
    next = nextCursorOf(link) ? /<([^>]+)>/.exec(link!)![1]! : null;
  }
  return { ids, sizes };
}

describe('GET /api/products on a catalog larger than the specification list (decision 215)', () => {
  it('answers the first 1,000 products without paging parameters, with a Link to the rest', async () => {
    expect(oldestFirst.length).toBeGreaterThan(SPEC_LIST_CAP);
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const list = ProductListSchema.parse(response.json());
    expect(list.map((product) => product._id)).toEqual(oldestFirst.slice(0, SPEC_LIST_CAP));
    expect(response.headers.link).toMatch(/^<\/api\/products\?cursor=[\w-]+>; rel="next"$/);

    const newest = await get('/api/products?sort=newest');
    const newestIds = ProductListSchema.parse(newest.json()).map((product) => product._id);
    expect(newestIds).toEqual([...oldestFirst].reverse().slice(0, SPEC_LIST_CAP));
    expect(newest.headers.link).toMatch(
      /^<\/api\/products\?sort=newest&cursor=[\w-]+>; rel="next"$/,
    );
  });

  it('pages through every product exactly once, in order, each way', async () => {
    const oldest = await readAll('/api/products?limit=100');
    expect(oldest.ids).toEqual(oldestFirst);
    expect(oldest.sizes.slice(0, -1).every((size) => size === 100)).toBe(true);

    const newest = await readAll('/api/products?sort=newest&limit=100');
    expect(newest.ids).toEqual([...oldestFirst].reverse());

    // The specification's list, then the Link's pages of the default size.
    const whole = await readAll('/api/products');
    expect(whole.ids).toEqual(oldestFirst);
    expect(whole.sizes[0]).toBe(SPEC_LIST_CAP);
    expect(whole.sizes[1]).toBe(PAGE_LIMIT_DEFAULT);
  });

  it('answers a product the cache does not hold from the database, and 404 for a deleted one', async () => {
    const middle = oldestFirst[SPEC_LIST_CAP + 10]!;
    const response = await get(`/api/products/${middle}`);
    expect(response.statusCode).toBe(200);
    expect(ProductSchema.parse(response.json())._id).toBe(middle);

    const deleted = await t.db.execute(
      sql`SELECT id FROM products WHERE deleted_at IS NOT NULL LIMIT 1`,
    );
    const [row] = (deleted as unknown as { rows: { id: string }[] }).rows;
    expect((await get(`/api/products/${row!.id}`)).statusCode).toBe(404);
  });

  it('refuses a tampered cursor or a bad limit with 400 in the error shape', async () => {
    const first = await get('/api/products?limit=5');
    const cursor = nextCursorOf(first.headers.link as string)!;
    const tampered = [
      `${cursor.slice(0, -2)}x`,
      Buffer.from(JSON.stringify(['not a time', oldestFirst[0]])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'not-a-uuid'])).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify([1, 2])).toString('base64url'),
      'not*base64',
    ];
    for (const bad of tampered) {
      const response = await get(`/api/products?cursor=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      const error = ApiErrorSchema.parse(response.json());
      expect(error.error.code).toBe('validation_failed');
      expect(error.error.details).toHaveProperty('cursor');
    }
    const badLimit = await get('/api/products?limit=101');
    expect(badLimit.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badLimit.json()).error.details).toHaveProperty('limit');
  });
});
