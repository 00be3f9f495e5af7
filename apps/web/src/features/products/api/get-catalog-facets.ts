import { ProductFacetsSchema, type ProductSearch } from '@partline/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';
import { catalogSearchParams } from '../hooks/use-catalog-search';

/** The part of a search the facets depend on: its filters, not its sort or page. */
function facetsSearchOf(search: ProductSearch) {
  const { q, minPrice, maxPrice, inStock, category, spec } = search;
  return { q, minPrice, maxPrice, inStock, category, spec };
}

/**
 * Query options of `GET /products/facets` (docs/catalog-contract.md, decision 317) for the filters
 * of `search`: the subcategories and specification values with their counts, validated with
 * `ProductFacetsSchema`. The key is `['products', 'facets', filters]`, so whatever refreshes the
 * products refreshes the counts too; the previous counts stay while the next ones load.
 * @throws ApiError — 404 for an unknown category, 400 for a filter the category does not have.
 */
export function catalogFacetsQueryOptions(search: ProductSearch) {
  const filters = facetsSearchOf(search);
  const query = catalogSearchParams(filters).toString();
  return {
    ...apiQueryOptions(
      ['products', 'facets', filters],
      `/products/facets${query ? `?${query}` : ''}`,
      ProductFacetsSchema,
    ),
    placeholderData: keepPreviousData,
  };
}

/** The facets of a catalog search through TanStack Query. */
export function useCatalogFacets(search: ProductSearch) {
  return useQuery(catalogFacetsQueryOptions(search));
}
