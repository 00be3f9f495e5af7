import {
  CATALOG_SEARCH_LIMITS,
  toPoisha,
  type CatalogSort,
  type ProductSearch,
  type ProductSearchResult,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { searchWords, toProduct } from './products.service.js';
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
} from './catalog-search.repository.js';

/** The repository's filter for a parsed search (Taka → poisha). */
export function catalogFilter(search: ProductSearch): CatalogFilter {
  return {
    words: searchWords(search.q),
    ...(search.minPrice !== undefined ? { minPricePoisha: toPoisha(search.minPrice) } : {}),
    ...(search.maxPrice !== undefined ? { maxPricePoisha: toPoisha(search.maxPrice) } : {}),
    inStock: search.inStock,
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
 * `GET /products/search` (docs/catalog-contract.md; decisions 065, 216): one page of the catalog
 * narrowed by words in the name, description or SKU, a price range in Taka (inclusive) and "in
 * stock" (`availableQuantity − heldQuantity ≥ minOrder`), sorted newest first or by price, from
 * `page` or, deep pages at the cost of the first, from a `cursor`. Deleted products never appear.
 * Products have the shape of `GET /products`; `total` counts the matches up to
 * `CATALOG_SEARCH_LIMITS.totalMax` (`totalCapped` when more match) and `pageCount` is
 * `ceil(total / pageSize)`; `nextCursor` starts the next page. A page past the last answers no
 * items.
 * @throws ValidationError 400 for a cursor of no page of this sort.
 */
export async function searchCatalog(
  db: Database,
  search: ProductSearch,
): Promise<ProductSearchResult> {
  const { page, pageSize, sort } = search;
  const { rows, total, capped } = await findCatalogPage(
    db,
    catalogFilter(search),
    sort,
    { limit: pageSize + 1, ...pageStart(search) },
    CATALOG_SEARCH_LIMITS.totalMax,
  );
  const { items, nextCursor } = toKeysetPage(rows, pageSize, (row) => keyOf(row, sort));
  return {
    items: items.map(toProduct),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    totalCapped: capped,
    nextCursor,
  };
}
