import { ProductSchema, SpecificationsSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * The part of `GET /product-pages/{key}` (decision 316) the Edit Product form reads: the
 * product's category and slug, its specification values, details and gallery.
 */
export const ProductPageFieldsSchema = z.object({
  product: ProductSchema.pick({ categoryId: true, slug: true }),
  specifications: SpecificationsSchema,
  details: z.string(),
  gallery: z.array(z.string()),
});
/** A product page's editable fields. */
export type ProductPageFields = z.infer<typeof ProductPageFieldsSchema>;

/**
 * A product's page fields by its id, under `['products', id, 'page']` (read again after an edit,
 * as every key under `['products']`).
 * @throws ApiError — 404 when no product has that id.
 */
export function useProductPageFields(id: string) {
  return useQuery(
    apiQueryOptions(
      ['products', id, 'page'],
      `/product-pages/${encodeURIComponent(id)}`,
      ProductPageFieldsSchema,
    ),
  );
}
