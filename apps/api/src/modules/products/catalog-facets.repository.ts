import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import {
  isFuzzyWord,
  useFuzzyThreshold,
  whereOf,
  type CatalogFilter,
} from './catalog-search.repository.js';

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Matches of a search by category (`null`: uncategorised), with their price bounds in poisha. */
export interface CategoryCount {
  categoryId: string | null;
  count: number;
  minPricePoisha: number;
  maxPricePoisha: number;
}

/** How many matches of a search hold `value` (a stored JSON value) for attribute `key`. */
export interface ValueCount {
  key: string;
  value: unknown;
  count: number;
}

/** Matches by category and their price bounds: one pass over the matches. */
async function countByCategory(tx: Database, filter: CatalogFilter): Promise<CategoryCount[]> {
  const rows = rowsOf<{
    category_id: string | null;
    n: number | string;
    min_price: number | string;
    max_price: number | string;
  }>(
    await tx.execute(sql`
      SELECT ${products.categoryId} AS category_id, count(*) AS n,
        min(${products.pricePoisha}) AS min_price, max(${products.pricePoisha}) AS max_price
      FROM ${products} WHERE ${whereOf(filter)} GROUP BY ${products.categoryId}`),
  );
  return rows.map((row) => ({
    categoryId: row.category_id,
    count: Number(row.n),
    minPricePoisha: Number(row.min_price),
    maxPricePoisha: Number(row.max_price),
  }));
}

/**
 * The values of `keys` among the matches of `filter` and how many hold each: one pass, each
 * match's specification unnested (`jsonb_each`) and grouped by key and value.
 */
async function countValues(
  tx: Database,
  filter: CatalogFilter,
  keys: readonly string[],
): Promise<ValueCount[]> {
  if (keys.length === 0) return [];
  const rows = rowsOf<{ key: string; value: unknown; n: number | string }>(
    await tx.execute(sql`
      SELECT spec.key, spec.value, count(*) AS n
      FROM ${products} CROSS JOIN LATERAL jsonb_each(${products.specifications}) AS spec
      WHERE ${whereOf(filter)} AND spec.key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
      GROUP BY spec.key, spec.value`),
  );
  return rows.map((row) => ({
    key: row.key,
    // node-postgres parses jsonb; PGlite too — a string is a JSON text only when it is one.
    value: row.value,
    count: Number(row.n),
  }));
}

/** `filter` without its price range. */
function withoutPrice(filter: CatalogFilter): CatalogFilter {
  const unpriced = { ...filter };
  delete unpriced.minPricePoisha;
  delete unpriced.maxPricePoisha;
  return unpriced;
}

/** What {@link readFacetCounts} reads. */
export interface FacetCounts {
  /** Matches of the whole search by category. */
  byCategory: CategoryCount[];
  /** Price bounds in poisha of the matches without the price filter; `null` when none. */
  price: { minPoisha: number; maxPoisha: number } | null;
  /** Value counts of every facet key, each read without that key's own filter. */
  values: ValueCount[];
}

/**
 * The counts of a search's facets (decision 317), read from one snapshot (a repeatable-read,
 * read-only transaction): the matches by category; the price bounds without the price filter;
 * for the facet keys the search does not filter, their values among the matches (one pass for
 * all of them); for each facet key it filters, its values among the matches of the search without
 * that key's filter (disjunctive counts: each count is the `total` of the search with that value
 * chosen). Exact, not capped.
 */
export function readFacetCounts(
  db: Database,
  filter: CatalogFilter,
  facetKeys: readonly string[],
): Promise<FacetCounts> {
  return db.transaction(
    async (tx) => {
      if (filter.words.some(isFuzzyWord)) {
        await useFuzzyThreshold(tx);
      }
      const spec = filter.spec ?? [];
      const filtered = new Set(spec.map((condition) => condition.key));
      const byCategory = await countByCategory(tx, filter);
      const pricedFilter =
        filter.minPricePoisha !== undefined || filter.maxPricePoisha !== undefined;
      const bounds = pricedFilter ? await countByCategory(tx, withoutPrice(filter)) : byCategory;
      const price =
        bounds.length === 0
          ? null
          : {
              minPoisha: Math.min(...bounds.map((row) => row.minPricePoisha)),
              maxPoisha: Math.max(...bounds.map((row) => row.maxPricePoisha)),
            };
      const values = await countValues(
        tx,
        filter,
        facetKeys.filter((key) => !filtered.has(key)),
      );
      for (const key of facetKeys.filter((facetKey) => filtered.has(facetKey))) {
        const others = spec.filter((condition) => condition.key !== key);
        values.push(...(await countValues(tx, { ...filter, spec: others }, [key])));
      }
      return { byCategory, price, values };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
