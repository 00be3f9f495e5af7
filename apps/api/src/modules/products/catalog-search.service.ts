import {
  CATALOG_SEARCH_LIMITS,
  toPoisha,
  type CatalogSort,
  type ContentLanguage,
  type ProductSearch,
  type ProductSearchResult,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { searchWords, toProduct } from './products.service.js';
import { translateProducts } from './product-content.service.js';
import {
  decodeInstantCursor,
  decodeNumberCursor,
  pageStartOf,
  toKeysetPage,
} from '../../keyset-page.js';
import {
  findCatalogPage,
  type CatalogFilter,
  type CatalogPageRow,
  type CatalogPageStart,
  type SpecCondition,
} from './catalog-search.repository.js';

/**
 * What a search's `category` and `spec` come to (read from the category tree by
 * flows/catalog-scope.ts, decision 317): the ids of the category's subtree (all categories when
 * absent) and the specification filters with each key's attribute types.
 */
export interface CatalogScope {
  categoryIds?: readonly string[];
  spec: readonly SpecCondition[];
}

/** The scope of a search without `category` or `spec`: the whole catalog. */
export const WHOLE_CATALOG: CatalogScope = { spec: [] };

/** The repository's filter for a parsed search (Taka → poisha) in `scope`. */
export function catalogFilter(
  search: Pick<ProductSearch, 'q' | 'minPrice' | 'maxPrice' | 'inStock'>,
  scope: CatalogScope = WHOLE_CATALOG,
): CatalogFilter {
  return {
    words: searchWords(search.q),
    ...(search.minPrice !== undefined ? { minPricePoisha: toPoisha(search.minPrice) } : {}),
    ...(search.maxPrice !== undefined ? { maxPricePoisha: toPoisha(search.maxPrice) } : {}),
    inStock: search.inStock,
    ...(scope.categoryIds ? { categoryIds: scope.categoryIds } : {}),
    spec: scope.spec,
  };
}

/**
 * Where the page of `search` starts: after its `cursor`'s key (checked against the sort's key:
 * the instant of `newest`, the price in poisha of the price sorts), else `page`'s offset.
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for a cursor of no page of
 *   this sort.
 */
function pageStart(search: ProductSearch): CatalogPageStart {
  return pageStartOf(search, (cursor) =>
    search.sort === 'newest' ? decodeInstantCursor(cursor) : decodeNumberCursor(cursor),
  );
}

/** The key a cursor of a catalog page keeps of its last row in `sort` (decision 216). */
function keyOf(row: CatalogPageRow, sort: CatalogSort): [string | number, string] {
  return [sort === 'newest' ? row.createdAtKey : row.pricePoisha, row.id];
}

/**
 * `GET /products/search` (docs/catalog-contract.md; decisions 065, 216, 317): one page of the
 * catalog narrowed by words in the name, description, SKU or specification values (near spellings
 * too), a category's subtree and specification filters (`scope`), a price range in Taka (inclusive) and "in
 * stock" (`availableQuantity − heldQuantity ≥ minOrder`), sorted newest first or by price, from
 * `page` or, deep pages at the cost of the first, from a `cursor`. Deleted products never appear.
 * Products have the shape of `GET /products`; `total` counts the matches up to
 * `CATALOG_SEARCH_LIMITS.totalMax` (`totalCapped` when more match) and `pageCount` is
 * `ceil(total / pageSize)`; `nextCursor` starts the next page. A page past the last answers no
 * items. The products' texts are in `language` (decision 326); a word in Bangla script is looked
 * for in the Bangla names and descriptions.
 * @throws ValidationError 400 for a cursor of no page of this sort.
 */
export async function searchCatalog(
  db: Database,
  search: ProductSearch,
  scope: CatalogScope = WHOLE_CATALOG,
  language: ContentLanguage = 'en',
): Promise<ProductSearchResult> {
  const { page, pageSize, sort } = search;
  const { rows, total, capped } = await findCatalogPage(
    db,
    catalogFilter(search, scope),
    sort,
    { limit: pageSize + 1, ...pageStart(search) },
    CATALOG_SEARCH_LIMITS.totalMax,
  );
  const { items, nextCursor } = toKeysetPage(rows, pageSize, (row) => keyOf(row, sort));
  return {
    items: await translateProducts(db, language, items.map(toProduct)),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    totalCapped: capped,
    nextCursor,
  };
}
