import {
  CATEGORY_MESSAGES,
  subtreeIds,
  type Attribute,
  type Category,
  type SpecFilter,
} from '@partline/shared';
import type { Executor } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors.js';
import {
  attributesOfCategory,
  categoryPath,
  listCategories,
  listFilterableAttributes,
} from '../modules/categories/categories.repository.js';
import type { CatalogScope } from '../modules/products/catalog-search.service.js';

/** The texts of a `spec` key the search cannot filter by (decision 317). */
export const CATALOG_SCOPE_MESSAGES = {
  notFilterable: (key: string) => `${key} is not a filter of this category`,
  notNumber: (key: string) => `${key} is not a number: choose values, not a range`,
} as const;

/** A search's category and specification filters, resolved against the category tree. */
export interface ResolvedCatalogScope extends CatalogScope {
  /** The whole tree, flat, depth first (without product counts). */
  tree: Category[];
  /** The searched category; `null` for the whole catalog. */
  category: Category | null;
  /** The category's path from the top, itself last; `[]` without one. */
  path: Category[];
  /** The category's filterable attributes, its ancestors' first; `[]` without one. */
  facets: Attribute[];
}

/**
 * What a search's `category` (a slug) and `spec` come to (decision 317): the category's subtree,
 * its filterable attributes (its own and inherited), and each `spec` filter with the types its key
 * has. A key must be a filterable attribute of the category, or of any category when none is
 * given; a range needs a number attribute.
 * @throws NotFoundError 404 'Category not found' for an unknown slug.
 * @throws ValidationError 400 `validation_failed`, `details.spec`, naming a key it cannot filter.
 */
export async function resolveCatalogScope(
  db: Executor,
  search: { category?: string | undefined; spec: SpecFilter },
): Promise<ResolvedCatalogScope> {
  const tree = await listCategories(db, new Map());
  let category: Category | null = null;
  if (search.category !== undefined) {
    category = tree.find((candidate) => candidate.slug === search.category) ?? null;
    if (!category) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
  }
  const keys = Object.keys(search.spec);
  const facets = category
    ? (await attributesOfCategory(db, category.id)).filter((attribute) => attribute.filterable)
    : [];
  const filterable = category ? facets : keys.length > 0 ? await listFilterableAttributes(db) : [];
  const problems: string[] = [];
  const spec: CatalogScope['spec'][number][] = [];
  for (const key of keys.sort()) {
    const filter = search.spec[key] as SpecFilter[string];
    const types = [
      ...new Set(
        filterable.filter((attribute) => attribute.key === key).map((attribute) => attribute.type),
      ),
    ];
    if (types.length === 0) problems.push(CATALOG_SCOPE_MESSAGES.notFilterable(key));
    else if (!('values' in filter) && !types.includes('number')) {
      problems.push(CATALOG_SCOPE_MESSAGES.notNumber(key));
    } else spec.push({ key, types, filter });
  }
  if (problems.length > 0) throw new ValidationError({ spec: problems });
  return {
    tree,
    category,
    path: category ? categoryPath(tree, category.id) : [],
    facets,
    ...(category ? { categoryIds: subtreeIds(tree, category.id) } : {}),
    spec,
  };
}
