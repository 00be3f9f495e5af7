import { CategoryDetailSchema, CategoryListSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * `GET /categories` (decision 316) for the product editor's Category select: the tree, flat and
 * depth first; under `['categories']`, as the back-office's Categories page reads it.
 */
export function useCategoryList() {
  return useQuery(apiQueryOptions(['categories'], '/categories', CategoryListSchema));
}

/**
 * `GET /categories/{slug}` while `slug` is set: the category's attributes (inherited first), the
 * specification fields of the product editor.
 */
export function useCategoryDetail(slug: string | undefined) {
  return useQuery({
    ...apiQueryOptions(
      ['categories', slug ?? ''],
      `/categories/${encodeURIComponent(slug ?? '')}`,
      CategoryDetailSchema,
    ),
    enabled: Boolean(slug),
  });
}
