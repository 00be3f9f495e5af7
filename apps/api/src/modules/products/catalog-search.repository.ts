import { hasBengaliScript, type AttributeType, type SpecFilterValue } from '@partline/shared';
import {
  and,
  count,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { products } from '../../db/schema/index.js';
import { afterInstantCursor, instantKey } from '../../keyset-page.js';
import type { ProductRow } from './products.repository.js';
import { hasTranslatedWord } from './product-translations.repository.js';

/**
 * One specification filter of a search (decision 316): the attribute's `key`, the types it has in
 * the categories searched (a key may be a number in one category and an enum in a sibling), and
 * the values or the number range asked for.
 */
export interface SpecCondition {
  key: string;
  types: readonly AttributeType[];
  filter: SpecFilterValue;
}

/** What the catalog is narrowed by; prices in poisha. */
export interface CatalogFilter {
  /**
   * Words that must each appear in the name, the description, the SKU or the specification's
   * values, ignoring case, or be a near spelling of a word of the name, SKU or values
   * ({@link isFuzzyWord}; decision 317).
   */
  words: readonly string[];
  minPricePoisha?: number;
  maxPricePoisha?: number;
  /** Only products a client can order now (buyable pieces ≥ minimum order quantity). */
  inStock: boolean;
  /** Only products of these categories (a category's subtree); all when absent. */
  categoryIds?: readonly string[];
  /** Specification filters, AND'ed. */
  spec?: readonly SpecCondition[];
}

/**
 * The shortest search word matched by a near spelling; shorter words, and words with a digit (part
 * codes: 'DDR4' is not 'DDR5', 'i7-12700' is not 'i7-12900'), match exactly (decision 317).
 */
export const FUZZY_WORD_MIN_CHARS = 5;

/**
 * Whether a search word may match by a near spelling (decision 317): not a word in Bangla script,
 * which is looked for as written in the Bangla texts (decision 326).
 */
export function isFuzzyWord(word: string): boolean {
  return word.length >= FUZZY_WORD_MIN_CHARS && !/\d/u.test(word) && !hasBengaliScript(word);
}

/**
 * How near a word's spelling must be (decision 317): pg_trgm's `word_similarity` of the search word
 * and the closest run of the text — the share of the word's trigrams found there — is at least
 * this. 0.55 takes one missing or wrong letter in a word of 6 letters or more ('kingstn' 0.75,
 * 'samsng' 0.57, 'monitr' 0.71, 'keybord' 0.63) and keeps one-letter-apart words apart ('cable'
 * and 'table', 'power' and 'tower', 'mouse' and 'house' score 0.5).
 */
export const FUZZY_WORD_SIMILARITY = 0.55;

/**
 * Sets {@link FUZZY_WORD_SIMILARITY} as pg_trgm's `<%` threshold for the rest of the transaction
 * `tx` (decision 317).
 */
export async function useFuzzyThreshold(tx: Database): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_WORD_SIMILARITY)}, true)`,
  );
}

/**
 * A product having one search word (decision 317): the word in its name, description, SKU or
 * specification values (`ILIKE`, `%` and `_` literal; the trigram indexes answer it, decision
 * 066), or, for a word of {@link FUZZY_WORD_MIN_CHARS} letters or more without a digit, a near spelling of it in
 * the name, SKU or values (`word <% column`, answered by the same indexes). A word in Bangla
 * script is looked for in the Bangla name and description instead, as written (decision 326).
 */
function hasWord(word: string): SQL | undefined {
  if (hasBengaliScript(word)) return hasTranslatedWord(word);
  const pattern = containsPattern(word);
  const fuzzy = isFuzzyWord(word)
    ? [
        sql`${word} <% ${products.name}`,
        sql`${word} <% ${products.sku}`,
        sql`${word} <% ${products.specText}`,
      ]
    : [];
  return or(
    sql`${products.name} ILIKE ${pattern}`,
    sql`${products.description} ILIKE ${pattern}`,
    sql`${products.sku} ILIKE ${pattern}`,
    sql`${products.specText} ILIKE ${pattern}`,
    ...fuzzy,
  );
}

/** A specification value as stored for an attribute of `type`; `undefined` when it cannot be one. */
function storedValue(type: AttributeType, value: string): string | number | boolean | undefined {
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : undefined;
  if (type === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
  return value;
}

/**
 * A product matching one specification filter (decision 316): any of the values (each as the
 * attribute's type stores it: `specifications @> {"key": value}`, which
 * `products_specifications_idx` answers), or a number in the range, inclusive (a jsonpath
 * comparison: a value of another type never matches).
 */
export function matchesSpec(condition: SpecCondition): SQL {
  const { key, types, filter } = condition;
  if ('values' in filter) {
    const documents = new Set<string>();
    for (const type of types) {
      for (const value of filter.values) {
        const stored = storedValue(type, value);
        if (stored !== undefined) documents.add(JSON.stringify({ [key]: stored }));
      }
    }
    if (documents.size === 0) return sql`false`;
    return sql`(${sql.join(
      [...documents].map((document) => sql`${products.specifications} @> ${document}::jsonb`),
      sql` OR `,
    )})`;
  }
  // The key matches the attribute key pattern and the bounds are numbers: the path is safe text.
  const bounds = [
    filter.min === undefined ? undefined : `@ >= ${filter.min}`,
    filter.max === undefined ? undefined : `@ <= ${filter.max}`,
  ].filter((bound) => bound !== undefined);
  const path = `$."${key}" ? (@.type() == "number" && ${bounds.join(' && ')})`;
  return sql`${products.specifications} @? ${path}::jsonpath`;
}

/** Orders of the catalog; each ends on the id so pages never overlap or skip. */
export type CatalogOrder = 'newest' | 'price-asc' | 'price-desc';

/**
 * The WHERE clause of a search. Every condition but one has an index behind it (decision 066):
 * `products_name_trgm_idx` / `products_description_trgm_idx` / `products_sku_trgm_idx` /
 * `products_spec_text_trgm_idx` for the words (pg_trgm answers `ILIKE '%word%'` and `<%`; the SKU
 * since decision 122, the values since decision 317), `products_price_idx` for the price range,
 * `products_category_idx` for a category, `products_specifications_idx` for specification values. The in-stock condition filters the rows of the order's index: an index naming
 * `held_quantity` would make every stock hold a non-HOT update (decision 165).
 */
export function whereOf(filter: CatalogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    inPriceRange(filter),
    ...filter.words.map(hasWord),
    filter.categoryIds ? inArray(products.categoryId, [...filter.categoryIds]) : undefined,
    ...(filter.spec ?? []).map(matchesSpec),
  ];
  if (filter.inStock) {
    conditions.push(
      sql`${products.availableQuantity} - ${products.heldQuantity} >= ${products.minOrder}`,
    );
  }
  return and(...conditions);
}

/** The products not deleted in the filter's price range: what `products_price_idx` holds. */
function inPriceRange(filter: CatalogFilter): SQL | undefined {
  return and(
    isNull(products.deletedAt),
    filter.minPricePoisha === undefined
      ? undefined
      : gte(products.pricePoisha, filter.minPricePoisha),
    filter.maxPricePoisha === undefined
      ? undefined
      : lte(products.pricePoisha, filter.maxPricePoisha),
  );
}

// NULLS LAST as in products_catalog_idx (a plain DESC means NULLS FIRST, which that index cannot
// give in order).
const ORDER_BY: Record<CatalogOrder, SQL[]> = {
  newest: [sql`${products.createdAt} DESC NULLS LAST`, sql`${products.id} DESC NULLS LAST`],
  'price-asc': [sql`${products.pricePoisha} ASC`, sql`${products.id} ASC`],
  'price-desc': [sql`${products.pricePoisha} DESC`, sql`${products.id} DESC`],
};

/** Where a page starts: `offset` rows in (`page`), or after a keyset cursor's key (decision 216). */
export type CatalogPageStart =
  | { offset: number }
  | { after: readonly [instant: string, id: string] | readonly [pricePoisha: number, id: string] };

/** A product row with the cursor key of its `created_at` (decision 210). */
export type CatalogPageRow = ProductRow & { createdAtKey: string };

/** The rows after a cursor's key in `order`: `(sort key, id)` past it, as the order's index runs. */
function afterKey(order: CatalogOrder, [key, id]: readonly [string | number, string]): SQL {
  if (order === 'newest') {
    return afterInstantCursor(products.createdAt, products.id, [String(key), id], 'desc');
  }
  const operator = order === 'price-asc' ? sql.raw('>') : sql.raw('<');
  return sql`(${products.pricePoisha}, ${products.id}) ${operator} (${key}::bigint, ${id}::uuid)`;
}

/**
 * How a page is read (decision 270). `planner`: the planner's choice. `walk`: the order's index
 * from the start up to its {@link PRICE_WALK_ROWS}th row at most, the matches among those rows.
 * `matches-first`: every match (the trigram indexes' bitmap), then sorted: the order is written
 * `price_poisha + 0`, which no index gives, so the planner cannot walk the price index past
 * cheaper products of other kinds (a walk it underestimates).
 */
export type CatalogPlan = 'planner' | 'walk' | 'matches-first';

/**
 * Rows of the price index a search with words walks before it reads its matches first
 * (decision 270): ~2,000 index rows, a few ms, whatever the catalog's size.
 */
export const PRICE_WALK_ROWS = 2_000;

/**
 * The rows up to the {@link PRICE_WALK_ROWS}th of the price order from the page's start (none when
 * fewer remain: the subquery is then NULL), as an upper bound (lower for `price-desc`) of the
 * order's own index range.
 */
function withinWalk(
  db: Database,
  filter: CatalogFilter,
  order: CatalogOrder,
  after: SQL | undefined,
): SQL {
  const last = db
    .select({ price: products.pricePoisha, id: products.id })
    .from(products)
    .where(and(inPriceRange(filter), after))
    .orderBy(...ORDER_BY[order])
    .offset(PRICE_WALK_ROWS - 1)
    .limit(1);
  const operator = order === 'price-desc' ? sql.raw('>=') : sql.raw('<=');
  return sql`(${products.pricePoisha}, ${products.id}) ${operator} (${last})`;
}

const MATCHES_FIRST_ORDER_BY: Record<'price-asc' | 'price-desc', SQL[]> = {
  'price-asc': [sql`${products.pricePoisha} + 0 ASC`, sql`${products.id} ASC`],
  'price-desc': [sql`${products.pricePoisha} + 0 DESC`, sql`${products.id} DESC`],
};

/**
 * The query of one page of matching products, `limit` rows from `start`, read by `plan` (price
 * orders only for `walk` and `matches-first`), not yet run (tests EXPLAIN it). Deleted products
 * never match. A keyset start reads the order's index from the cursor on, whatever the depth
 * (decision 216); an offset reads and skips `offset` rows first.
 */
export function catalogPageQuery(
  db: Database,
  filter: CatalogFilter,
  order: CatalogOrder,
  page: { limit: number } & CatalogPageStart,
  plan: CatalogPlan = 'planner',
) {
  const after = 'after' in page ? afterKey(order, page.after) : undefined;
  const priceOrder = order === 'newest' ? undefined : order;
  const query = db
    .select({ ...getTableColumns(products), createdAtKey: instantKey(products.createdAt) })
    .from(products)
    .where(
      and(
        whereOf(filter),
        after,
        plan === 'walk' ? withinWalk(db, filter, order, after) : undefined,
      ),
    )
    .orderBy(
      ...(plan === 'matches-first' && priceOrder
        ? MATCHES_FIRST_ORDER_BY[priceOrder]
        : ORDER_BY[order]),
    )
    .limit(page.limit);
  return 'offset' in page ? query.offset(page.offset) : query;
}

/**
 * How to read a page of a search whose count is known (decision 270). The price of a part follows
 * its kind, and a word names a kind: walking the price index to the first memory module passed
 * ~23,000 cheaper parts on the volume data set. So a price-sorted first or keyset page with words
 * reads its matches first when they are few (the count is not capped: at most `countCap`), and
 * otherwise walks {@link PRICE_WALK_ROWS} rows of the index first, keeping that walk's page when
 * it is full (dense matches) and reading the matches first when not. Newest first, no words, or an
 * offset page: the planner's plan (decision 216).
 */
async function readCatalogPage(
  tx: Database,
  filter: CatalogFilter,
  order: CatalogOrder,
  page: { limit: number } & CatalogPageStart,
  capped: boolean,
): Promise<CatalogPageRow[]> {
  const offset = 'offset' in page ? page.offset : 0;
  if (order === 'newest' || filter.words.length === 0 || offset > 0) {
    return catalogPageQuery(tx, filter, order, page);
  }
  if (capped) {
    const walked = await catalogPageQuery(tx, filter, order, page, 'walk');
    if (walked.length === page.limit) return walked;
  }
  return catalogPageQuery(tx, filter, order, page, 'matches-first');
}

/**
 * The query counting the matching products up to `cap + 1`, not yet run: a count that stops
 * there reads at most `cap + 1` rows however many match (decision 216).
 */
export function catalogCountQuery(db: Database, filter: CatalogFilter, cap: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .where(whereOf(filter))
    .limit(cap + 1)
    .as('matching');
  return db.select({ total: count() }).from(matching);
}

/**
 * One page of matching products (`limit` rows from `start`) and how many match, counted up to
 * `countCap` (`capped` when more match), read from one snapshot (a repeatable-read, read-only
 * transaction), so the count and the page agree.
 */
export function findCatalogPage(
  db: Database,
  filter: CatalogFilter,
  order: CatalogOrder,
  page: { limit: number } & CatalogPageStart,
  countCap: number,
): Promise<{ rows: CatalogPageRow[]; total: number; capped: boolean }> {
  return db.transaction(
    async (tx) => {
      if (filter.words.some(isFuzzyWord)) {
        await useFuzzyThreshold(tx);
      }
      const [counted] = await catalogCountQuery(tx, filter, countCap);
      const matching = counted?.total ?? 0;
      const capped = matching > countCap;
      const total = Math.min(matching, countCap);
      const past = 'offset' in page && !capped && total <= page.offset;
      const rows = past ? [] : await readCatalogPage(tx, filter, order, page, capped);
      return { rows, total, capped };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
