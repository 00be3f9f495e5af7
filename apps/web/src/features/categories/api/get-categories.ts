import { CategoryDetailSchema, CategoryListSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /categories` (decision 316): the whole tree, flat and depth first, each
 * with its product count; its key is `['categories']`, under which every category read lives.
 */
export function getCategoriesQueryOptions() {
  return apiQueryOptions(['categories'], '/categories', CategoryListSchema);
}

/** The category tree through TanStack Query. */
export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

/**
 * Query options of `GET /categories/{slug}`: a category with its breadcrumbs, children and the
 * attributes of its specification, inherited ones first.
 * @throws ApiError — 404 when no category has that slug.
 */
export function getCategoryQueryOptions(slug: string) {
  return apiQueryOptions(
    ['categories', slug],
    `/categories/${encodeURIComponent(slug)}`,
    CategoryDetailSchema,
  );
}

/** One category with its attributes, while `slug` is set. */
export function useCategory(slug: string | undefined) {
  return useQuery({ ...getCategoryQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
