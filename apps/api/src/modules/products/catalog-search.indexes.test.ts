import { CATALOG_SEARCH_LIMITS } from '@partline/shared';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.js';
import {
  catalogCountQuery,
  catalogPageQuery,
  type CatalogFilter,
  type CatalogOrder,
} from './catalog-search.repository.js';

/**
 * Every filter and sort of the catalog search has an index the planner can use (decision 066).
 * With sequential scans priced out, a plan that still reads the table without the expected index
 * means the query and the index do not fit together (a NULLS order, a predicate written
 * differently, an unescaped pattern the trigram index cannot serve).
 */

const t = useTestApp();

beforeAll(async () => {
  // 3000 products, each with its own model code; families, prices and stock spread out.
  await t.db.execute(sql`
    INSERT INTO products (name, sku, image, price_poisha, min_order, available_quantity, description, created_at,
      slug)
    SELECT
      'Partline ' || (ARRAY['Processor','Memory','SSD','Adapter','Monitor','Keyboard'])[1 + g % 6]
        || ' M' || lpad(g::text, 5, '0'),
      'PL-' || (ARRAY['CPU','MEM','SSD','NIC','MON','KB'])[1 + g % 6] || '-X' || lpad(g::text, 5, '0'),
      '/uploads/demo/part.webp',
      100 * (50 + (g * 7919) % 100000),
      1 + g % 50,
      CASE WHEN g % 10 = 0 THEN 0 ELSE (g * 31) % 5000 END,
      'Series ' || (g % 97) || ' component for ' || (ARRAY['offices','servers','schools','banks'])[1 + g % 4],
      now() - g * interval '1 minute',
      'part-' || g
    FROM generate_series(1, 3000) AS g`);
  // As autovacuum would: statistics, and the GIN pending list merged (its cost depends on it).
  await t.db.execute(sql`VACUUM ANALYZE products`);
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function indexesOf(node: PlanNode): string[] {
  return [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(indexesOf),
  ];
}

function nodeTypesOf(node: PlanNode): string[] {
  return [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypesOf)];
}

/**
 * The plan of `query`, with sequential scans switched off for this transaction only (unless
 * `planner: 'as is'`): on a few thousand rows a full read is often cheapest, yet the index must
 * still be usable.
 */
async function planOf(
  query: { getSQL(): SQL },
  planner: 'no seqscan' | 'bitmaps only' | 'as is' = 'no seqscan',
): Promise<PlanNode> {
  return t.db.transaction(async (tx) => {
    if (planner !== 'as is') await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (planner === 'bitmaps only') await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    // Both drivers answer `{ rows }` (node-postgres and PGlite query results).
    const result = (await tx.execute(sql`EXPLAIN (FORMAT JSON) ${query.getSQL()}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const rows = result.rows;
    const cell = rows[0]?.['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    return plan[0]!.Plan;
  });
}

const none: CatalogFilter = { words: [], inStock: false };
const CAP = CATALOG_SEARCH_LIMITS.totalMax;
const page = { limit: 12, offset: 0 };

/** The indexes `plan` reads, which must not read the table whole (decision 066). */
function indexesWithoutSeqScan(plan: PlanNode): string[] {
  expect(nodeTypesOf(plan)).not.toContain('Seq Scan');
  return indexesOf(plan);
}

/** The plan of counting the products that match `words` (up to the cap) under `planner`. */
function countPlanOf(words: string[], planner: Parameters<typeof planOf>[1]) {
  return planOf(catalogCountQuery(t.db, { ...none, words }, CAP), planner);
}

/** The indexes of a page's plan, which must neither read the table whole nor sort it. */
async function pageIndexes(
  filter: CatalogFilter,
  order: CatalogOrder = 'newest',
  start: Parameters<typeof catalogPageQuery>[3] = page,
) {
  const plan = await planOf(catalogPageQuery(t.db, filter, order, start));
  const indexes = indexesWithoutSeqScan(plan);
  // The index gives the order: the first page costs 12 rows, not a sort of every match.
  expect(nodeTypesOf(plan)).not.toContain('Sort');
  return indexes;
}

describe('catalog search indexes', () => {
  it('pages newest first from products_catalog_idx', async () => {
    expect(await pageIndexes(none)).toEqual(['products_catalog_idx']);
  });

  it('pages by price, up and down, from products_price_idx', async () => {
    expect(await pageIndexes(none, 'price-asc')).toEqual(['products_price_idx']);
    expect(await pageIndexes(none, 'price-desc')).toEqual(['products_price_idx']);
  });

  // Deep pages by keyset (decision 216): the index starts at the cursor, as for the first page.
  it("pages deep from a cursor with the order's index, without a sort", async () => {
    const instant: readonly [string, string] = [
      '2026-01-01T00:00:00.000000Z',
      '00000000-0000-4000-8000-000000000000',
    ];
    const price: readonly [number, string] = [5_000_000, instant[1]];
    const deep = (after: readonly [string, string] | readonly [number, string]) => ({
      limit: 13,
      after,
    });
    expect(await pageIndexes(none, 'newest', deep(instant))).toEqual(['products_catalog_idx']);
    expect(await pageIndexes(none, 'price-asc', deep(price))).toEqual(['products_price_idx']);
    expect(await pageIndexes(none, 'price-desc', deep(price))).toEqual(['products_price_idx']);
    const inStock = { ...none, inStock: true, minPricePoisha: 100_000 };
    expect(await pageIndexes(inStock, 'price-asc', deep(price))).toEqual(['products_price_idx']);
  });

  it('filters a price range with products_price_idx', async () => {
    const filter = { ...none, minPricePoisha: 500_000, maxPricePoisha: 510_000 };
    // A narrow range may be read as a bitmap and sorted: the index still finds the rows.
    const pagePlan = await planOf(catalogPageQuery(t.db, filter, 'price-asc', page));
    expect(indexesWithoutSeqScan(pagePlan)).toEqual(['products_price_idx']);
    const count = await planOf(catalogCountQuery(t.db, filter, CAP));
    expect(indexesOf(count)).toEqual(['products_price_idx']);
  });

  // No index names held_quantity, so that stock holds stay HOT updates (decision 165).
  it('pages the in-stock listing from products_catalog_idx', async () => {
    expect(await pageIndexes({ ...none, inStock: true })).toEqual(['products_catalog_idx']);
  });

  it('finds a selective word through the trigram indexes, unforced', async () => {
    const filter = { ...none, words: ['m01234'] };
    for (const query of [
      catalogCountQuery(t.db, filter, CAP),
      catalogPageQuery(t.db, filter, 'newest', page),
    ]) {
      const plan = await planOf(query, 'as is');
      expect(indexesWithoutSeqScan(plan).sort()).toEqual([
        'products_description_trgm_idx',
        'products_name_trgm_idx',
        'products_sku_trgm_idx',
        // The specification's values (decision 317).
        'products_spec_text_trgm_idx',
      ]);
    }
  });

  it('finds an SKU through the trigram indexes, unforced (decision 122)', async () => {
    const plan = await countPlanOf(['x01234'], 'as is');
    expect(indexesWithoutSeqScan(plan)).toContain('products_sku_trgm_idx');
  });

  it('can use the trigram indexes for a less common word, and for every word', async () => {
    // A word in one product of six ('processor') is read from the whole products_catalog_idx
    // since three trigram indexes are OR-ed (name, description, SKU; decision 122): one in thirty
    // still takes the trigram indexes.
    const plan = await countPlanOf(['m012'], 'bitmaps only');
    expect(indexesWithoutSeqScan(plan)).toContain('products_name_trgm_idx');
    const two = await countPlanOf(['m01234', 'offices'], 'as is');
    expect(indexesOf(two)).toContain('products_name_trgm_idx');
  });

  it('still uses the trigram indexes for a word with % and _ in it', async () => {
    const plan = await countPlanOf(['10%_off'], 'as is');
    expect(indexesOf(plan).sort()).toEqual([
      'products_description_trgm_idx',
      'products_name_trgm_idx',
      'products_sku_trgm_idx',
      'products_spec_text_trgm_idx',
    ]);
  });
});

// A price-sorted search with words picks its plan from its count (decision 270): whichever plan
// reads a page, it is the same rows in the same order.
describe('the plans of a price-sorted search with words', () => {
  const rowsOf = async (...args: Parameters<typeof catalogPageQuery>) =>
    (await catalogPageQuery(...args)).map((row) => row.id);
  const cursorAt = (order: CatalogOrder): readonly [number, string] => [
    order === 'price-asc' ? 3_000_000 : 7_000_000,
    '00000000-0000-4000-8000-000000000000',
  ];

  it.each([
    ['a word in every product', ['partline'], 'price-asc'],
    ['a word in every product', ['partline'], 'price-desc'],
    ['a word of one family', ['memory'], 'price-asc'],
    ['a word of one family, in stock', ['memory'], 'price-desc'],
    ['two words', ['processor', 'offices'], 'price-asc'],
  ] as const)('%s (%s, %s): the same page by each plan', async (_label, words, order) => {
    const filter = { ...none, words, inStock: _label.endsWith('in stock') };
    for (const start of [
      { limit: 13, offset: 0 },
      { limit: 13, after: cursorAt(order) },
    ]) {
      const planned = await rowsOf(t.db, filter, order, start);
      expect(planned).toHaveLength(13);
      expect(await rowsOf(t.db, filter, order, start, 'matches-first')).toEqual(planned);
      const walked = await rowsOf(t.db, filter, order, start, 'walk');
      // The walk reads 2,000 rows of the order's index at most: the matches among them start
      // the same page (all of it when it found a full page).
      expect(walked).toEqual(planned.slice(0, walked.length));
    }
  });

  it('reads the matches first through the trigram indexes, without the price index', async () => {
    const filter = { ...none, words: ['m01234'] };
    const plan = await planOf(catalogPageQuery(t.db, filter, 'price-asc', page, 'matches-first'));
    expect(indexesOf(plan)).not.toContain('products_price_idx');
    expect(indexesOf(plan)).toContain('products_name_trgm_idx');
  });

  it('walks at most 2,000 rows of the price index, bounded by an index condition', async () => {
    const filter = { ...none, words: ['memory'] };
    const plan = await planOf(catalogPageQuery(t.db, filter, 'price-asc', page, 'walk'));
    expect(nodeTypesOf(plan)).not.toContain('Sort');
    expect(indexesOf(plan)).toEqual(['products_price_idx', 'products_price_idx']);
  });
});
