import {
  FACET_LIMITS,
  subtreeIds,
  toTaka,
  type Attribute,
  type AttributeFacet,
  type Category,
  type CategoryLink,
  type ContentLanguage,
  type FacetValue,
  type ProductFacets,
  type ProductFacetsQuery,
  type SpecFilterValue,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import {
  optionLabelOf,
  translateAttributes,
  translateCategories,
  type TranslatedAttribute,
} from '../modules/categories/category-content.service.js';
import { countFacets, type ValueCount } from '../modules/products/catalog-facets.service.js';
import { resolveCatalogScope } from './catalog-scope.js';

const linkOf = (category: Category): CategoryLink => ({
  id: category.id,
  name: category.name,
  slug: category.slug,
});

/** A stored specification value as the `spec` parameter writes it; `undefined` for other types. */
function valueText(attribute: Attribute, value: unknown): string | undefined {
  if (attribute.type === 'number') return typeof value === 'number' ? String(value) : undefined;
  if (attribute.type === 'boolean') return typeof value === 'boolean' ? String(value) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * One attribute's facet from its value counts and the search's filter on it; an enum option with a
 * label in the answer's language carries it (decision 326).
 */
function facetOf(
  attribute: TranslatedAttribute,
  counted: readonly ValueCount[],
  filter: SpecFilterValue | undefined,
): AttributeFacet {
  const counts = new Map<string, number>();
  for (const row of counted) {
    const text = valueText(attribute, row.value);
    if (text !== undefined) counts.set(text, (counts.get(text) ?? 0) + row.count);
  }
  const chosen = filter && 'values' in filter ? filter.values : [];
  const value = (text: string): FacetValue => {
    const label = optionLabelOf(attribute, text);
    return {
      value: text,
      ...(label !== undefined && { label }),
      count: counts.get(text) ?? 0,
      selected: chosen.includes(text),
    };
  };
  let values: FacetValue[];
  let range: AttributeFacet['range'] = null;
  if (attribute.type === 'enum') values = attribute.options.map(value);
  else if (attribute.type === 'boolean') values = ['true', 'false'].map(value);
  else if (attribute.type === 'number') {
    const numbers = [...counts.keys()].map(Number).sort((a, b) => a - b);
    values = numbers.slice(0, FACET_LIMITS.numberValuesMax).map((n) => value(String(n)));
    if (numbers.length > 0) {
      range = { min: numbers[0] as number, max: numbers[numbers.length - 1] as number };
    }
  } else {
    values = [...counts.keys()].sort().map(value);
  }
  return {
    key: attribute.key,
    name: attribute.name,
    type: attribute.type,
    unit: attribute.unit,
    values,
    range,
    selected:
      filter && !('values' in filter) ? { min: filter.min ?? null, max: filter.max ?? null } : null,
  };
}

/**
 * `GET /products/facets` (decision 317): for the products `query` finds, the total, the category's
 * breadcrumbs, its subcategories (the top-level categories without one) with the matches of each
 * subtree, its filterable attributes with disjunctive value counts, and the price bounds without
 * the price filter. Exact counts. Category and attribute names, and enum options' labels, in
 * `language` (decision 326).
 * @throws NotFoundError 404 'Category not found' for an unknown `category`.
 * @throws ValidationError 400, `details.spec`, for a `spec` key that is not a filter there.
 */
export async function getCatalogFacets(
  db: Database,
  query: ProductFacetsQuery,
  language: ContentLanguage = 'en',
): Promise<ProductFacets> {
  const scope = await resolveCatalogScope(db, query);
  const facetKeys = scope.facets.map((attribute) => attribute.key);
  const counts = await countFacets(db, query, scope, facetKeys);
  const tree = await translateCategories(db, language, scope.tree);
  const facets = await translateAttributes(db, language, scope.facets);
  const named = new Map(tree.map((category) => [category.id, category]));
  const nameOf = (category: Category) => named.get(category.id) ?? category;
  const byCategory = new Map(counts.byCategory.map((row) => [row.categoryId, row.count]));
  const total = counts.byCategory.reduce((sum, row) => sum + row.count, 0);
  const parentId = scope.category?.id ?? null;
  const children = tree
    .filter((category) => category.parentId === parentId)
    .map((child) => ({
      ...linkOf(child),
      count: subtreeIds(scope.tree, child.id).reduce(
        (sum, id) => sum + (byCategory.get(id) ?? 0),
        0,
      ),
    }));
  return {
    total,
    category: scope.category ? linkOf(nameOf(scope.category)) : null,
    breadcrumbs: scope.path.map((category) => linkOf(nameOf(category))),
    children,
    attributes: facets.map((attribute) =>
      facetOf(
        attribute,
        counts.values.filter((row) => row.key === attribute.key),
        query.spec[attribute.key],
      ),
    ),
    price: counts.price
      ? { min: toTaka(counts.price.minPoisha), max: toTaka(counts.price.maxPoisha) }
      : null,
  };
}
