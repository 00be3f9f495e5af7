import type { ProductFacetsQuery } from '@partline/shared';
import type { Database } from '../../db/client.js';
import { readFacetCounts, type FacetCounts } from './catalog-facets.repository.js';
import { catalogFilter, type CatalogScope } from './catalog-search.service.js';

export type { CategoryCount, FacetCounts, ValueCount } from './catalog-facets.repository.js';

/**
 * The counts behind `GET /products/facets` (decision 317) for `search` in `scope`: matches by
 * category, the price bounds without the price filter, and the disjunctive value counts of
 * `facetKeys` (see {@link readFacetCounts}).
 */
export function countFacets(
  db: Database,
  search: ProductFacetsQuery,
  scope: CatalogScope,
  facetKeys: readonly string[],
): Promise<FacetCounts> {
  return readFacetCounts(db, catalogFilter(search, scope), facetKeys);
}
