import type { ProductSearch } from '@partline/shared';
import { paths } from '@/config/paths';
import { catalogPageParams } from './hooks/use-catalog-search';

/**
 * The link to a category's page keeping the search's words, price and stock (its specification
 * filters belong to the category left, so they are dropped).
 */
export function categoryHref(slug: string | null, search: ProductSearch): string {
  const query = catalogPageParams({
    q: search.q,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    inStock: search.inStock,
  }).toString();
  const path = slug ? paths.category.getHref(slug) : paths.allProducts.getHref();
  return query ? `${path}?${query}` : path;
}
