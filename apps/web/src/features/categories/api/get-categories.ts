import { CategoryContentSchema, CategoryDetailSchema, CategoryListSchema } from '@partline/shared';
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

/**
 * Query options of `GET /categories/{id}/content` (admin; decision 326): the category's name and
 * description, and its own attributes' names and options, as stored in English and in Bangla —
 * what the category and attribute forms edit, whatever language the shop is read in.
 * @throws ApiError — 404 for an unknown category, 403 for a non-admin.
 */
export function getCategoryContentQueryOptions(id: string) {
  return apiQueryOptions(
    ['categories', id, 'content'],
    `/categories/${encodeURIComponent(id)}/content`,
    CategoryContentSchema,
  );
}

/** A category's texts in every language through TanStack Query. */
export function useCategoryContent(id: string) {
  return useQuery(getCategoryContentQueryOptions(id));
}
