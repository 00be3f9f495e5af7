import {
  ApiErrorSchema,
  CATALOG_SEARCH_LIMITS,
  ProductSearchResultSchema,
  type ProductSearchResult,
} from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idsOf } from '../../../test/helpers/rows.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/**
 * Keyset pages of the catalog search (decision 216) on more products than `total` counts: every
 * match exactly once, in order, for each sort and with filters; a cursor that is not one answers
 * 400.
 */

const t = useTestApp();

const COUNT = CATALOG_SEARCH_LIMITS.totalMax + 150;

beforeAll(async () => {
  // Prices repeat (one in 40) and three products share each millisecond, a microsecond apart in
  // some: the cursors must carry the id, and the instant to the microsecond.
  await t.db.execute(sql`
    INSERT INTO products (name, sku, image, price_poisha, min_order, available_quantity,
      description, created_at, deleted_at, slug)
    SELECT 'Part ' || (ARRAY['Memory','Switch','Cable'])[1 + g % 3] || ' M' || lpad(g::text, 5, '0'),
      'PL-PG-' || lpad(g::text, 5, '0'), '/images/part.webp',
      100 * (1 + g % 40), 1 + g % 4, (g * 7) % 9,
      'For ' || (ARRAY['offices','servers'])[1 + g % 2],
      timestamptz '2026-01-01 00:00:00+00' + ((g / 3) || ' milliseconds')::interval
        + ((g % 2) || ' microseconds')::interval,
      CASE WHEN g % 97 = 0 THEN now() END, 'part-' || g
    FROM generate_series(1, ${COUNT}) g`);
});

/** Ids of the products `where` matches, in `orderBy`, straight from the database. */
function expectedIds(where: string, orderBy: string): Promise<string[]> {
  return idsOf(
    t.db,
    sql.raw(`SELECT id FROM products WHERE deleted_at IS NULL AND ${where} ORDER BY ${orderBy}`),
  );
}

async function search(query: string): Promise<ProductSearchResult> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
  expect(response.statusCode, query).toBe(200);
  return ProductSearchResultSchema.parse(response.json());
}

/** Every page of `query` from the first, following `nextCursor`. */
async function readAll(query: string): Promise<{ ids: string[]; first: ProductSearchResult }> {
  const first = await search(query);
  const ids = first.items.map((product) => product._id);
  let cursor = first.nextCursor;
  while (cursor) {
    const page = await search(`${query}&cursor=${cursor}`);
    expect(page.items.length).toBeGreaterThan(0);
    ids.push(...page.items.map((product) => product._id));
    cursor = page.nextCursor;
  }
  return { ids, first };
}

describe('GET /api/products/search with a cursor (decision 216)', () => {
  it('pages every product once in each sort; the total stops at its cap', async () => {
    const cases = [
      ['sort=newest', 'created_at DESC, id DESC'],
      ['sort=price-asc', 'price_poisha ASC, id ASC'],
      ['sort=price-desc', 'price_poisha DESC, id DESC'],
    ] as const;
    for (const [query, orderBy] of cases) {
      const { ids, first } = await readAll(`${query}&pageSize=48`);
      expect(ids, query).toEqual(await expectedIds('true', orderBy));
      expect(first).toMatchObject({ total: CATALOG_SEARCH_LIMITS.totalMax, totalCapped: true });
    }
  });

  it('pages every match once with a word, a price range and in stock', async () => {
    const filters = 'q=memory&minPrice=5&maxPrice=30&inStock=true&pageSize=7';
    const where =
      "name ILIKE '%memory%' AND price_poisha BETWEEN 500 AND 3000 " +
      'AND available_quantity - held_quantity >= min_order';
    for (const [sort, orderBy] of [
      ['newest', 'created_at DESC, id DESC'],
      ['price-asc', 'price_poisha ASC, id ASC'],
      ['price-desc', 'price_poisha DESC, id DESC'],
    ] as const) {
      const expected = await expectedIds(where, orderBy);
      const { ids, first } = await readAll(`${filters}&sort=${sort}`);
      expect(ids, sort).toEqual(expected);
      expect(first).toMatchObject({ total: expected.length, totalCapped: false });
    }
  });

  it('continues a numbered page with its cursor', async () => {
    const second = await search('sort=price-asc&pageSize=10&page=2');
    const third = await search(`sort=price-asc&pageSize=10&cursor=${second.nextCursor}`);
    const byOffset = await search('sort=price-asc&pageSize=10&page=3');
    expect(third.items.map((p) => p._id)).toEqual(byOffset.items.map((p) => p._id));
  });

  it('refuses a tampered cursor, or one of another sort, with 400 in the error shape', async () => {
    const newest = (await search('pageSize=5')).nextCursor!;
    const byPrice = (await search('sort=price-asc&pageSize=5')).nextCursor!;
    for (const query of [
      `cursor=${newest.slice(0, -3)}`,
      `sort=price-asc&cursor=${newest}`,
      `cursor=${byPrice}`,
      `cursor=${Buffer.from('[1e300,"x"]').toString('base64url')}`,
      'cursor=%27%3B--',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      const error = ApiErrorSchema.parse(response.json()).error;
      expect(error.code).toBe('validation_failed');
      expect(error.details).toHaveProperty('cursor');
    }
  });
});
