import { toPoisha, type ProductSearch, type ProductSearchResult } from '@partline/shared';
import type { Database } from '../../db/client.js';
import { toProduct } from './products.service.js';
import { findCatalogPage, type CatalogFilter } from './catalog-search.repository.js';

/** Distinct words of the search text (split on white space), ignoring case. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const seen = new Map<string, string>();
  for (const word of q.split(/\s+/u)) {
    if (word && !seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  }
  return [...seen.values()];
}

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
 * `GET /products/search` (docs/catalog-contract.md; decision 065): one page of the catalog narrowed
 * by words in the name, description or SKU, a price range in Taka (inclusive) and "in stock"
 * (`availableQuantity − heldQuantity ≥ minOrder`), sorted newest first or by price. Deleted
 * products never appear. Products have the shape of `GET /products`; `total` counts every match
 * and `pageCount` is `ceil(total / pageSize)`; a page past the last answers no items.
 */
export async function searchCatalog(
  db: Database,
  search: ProductSearch,
): Promise<ProductSearchResult> {
  const { page, pageSize } = search;
  const { rows, total } = await findCatalogPage(db, catalogFilter(search), search.sort, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: rows.map(toProduct),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}
