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

/**
 * The matches of `filter` counted in one pass (decision 317): by category, with their price
 * bounds (when `byCategory`), and by the value of each of `keys` (`GROUPING SETS` over the
 * matches: one scan, one hash table per set). A match without a value for a key is not counted
 * for it.
 */
async function groupMatches(
  tx: Database,
  filter: CatalogFilter,
  keys: readonly string[],
  byCategory: boolean,
): Promise<{ byCategory: CategoryCount[]; values: ValueCount[] }> {
  const columns = keys.map((key, index) => ({ key, name: sql.raw(`v${index}`) }));
  const sets = [
    ...(byCategory ? [sql`(category_id)`] : []),
    ...columns.map(({ name }) => sql`(${name})`),
  ];
  if (sets.length === 0) return { byCategory: [], values: [] };
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT count(*) AS n, min(price_poisha) AS min_price, max(price_poisha) AS max_price
        ${byCategory ? sql`, category_id, GROUPING(category_id) AS g_category` : sql``}
        ${sql.join(
          columns.map(({ name }) => sql`, ${name}, GROUPING(${name}) AS g_${name}`),
          sql``,
        )}
      FROM (
        SELECT ${products.pricePoisha} AS price_poisha, ${products.categoryId} AS category_id
          ${sql.join(
            columns.map(({ key, name }) => sql`, ${products.specifications} -> ${key} AS ${name}`),
            sql``,
          )}
        FROM ${products} WHERE ${whereOf(filter)}
      ) AS matches
      GROUP BY GROUPING SETS (${sql.join(sets, sql`, `)})`),
  );
  const result = { byCategory: [] as CategoryCount[], values: [] as ValueCount[] };
  for (const row of rows) {
    const count = Number(row.n);
    if (byCategory && Number(row.g_category) === 0) {
      result.byCategory.push({
        categoryId: (row.category_id as string | null) ?? null,
        count,
        minPricePoisha: Number(row.min_price),
        maxPricePoisha: Number(row.max_price),
      });
      continue;
    }
    for (const [index, { key }] of columns.entries()) {
      const value = row[`v${index}`];
      if (Number(row[`g_v${index}`]) === 0 && value !== null && value !== undefined) {
        result.values.push({ key, value, count });
      }
    }
  }
  return result;
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
 * read-only transaction): in one pass over the matches, their categories, price bounds and the
 * values of the facet keys the search does not filter; for each facet key it filters, one more
 * pass over the matches of the search without that key's filter (disjunctive counts: each count
 * is the `total` of the search with that value chosen); with a price filter, one more for the
 * price bounds without it. Exact, not capped.
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
      const priced = filter.minPricePoisha !== undefined || filter.maxPricePoisha !== undefined;
      // One pass over the matches: categories, price bounds, and the keys not filtered.
      const matches = await groupMatches(
        tx,
        filter,
        facetKeys.filter((key) => !filtered.has(key)),
        true,
      );
      const { byCategory } = matches;
      const values = [...matches.values];
      // A filtered key's counts leave its own filter out: one pass each.
      for (const key of facetKeys.filter((facetKey) => filtered.has(facetKey))) {
        const others = spec.filter((condition) => condition.key !== key);
        values.push(...(await groupMatches(tx, { ...filter, spec: others }, [key], false)).values);
      }
      const bounds = priced
        ? (await groupMatches(tx, withoutPrice(filter), [], true)).byCategory
        : byCategory;
      const price =
        bounds.length === 0
          ? null
          : {
              minPoisha: Math.min(...bounds.map((row) => row.minPricePoisha)),
              maxPoisha: Math.max(...bounds.map((row) => row.maxPricePoisha)),
            };
      return { byCategory, price, values };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
