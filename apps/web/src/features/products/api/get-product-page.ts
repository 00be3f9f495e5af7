import { ProductPageSchema, ProductSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * The query key of a product's page by slug or id. It starts with `['products']`, so every write
 * of a product (which invalidates that key) reads its page again.
 */
export const productPageQueryKey = (key: string) => ['products', 'page', key] as const;

/**
 * Query options of `GET /product-pages/{key}` (decision 318): a product's page by its slug or
 * id, validated with `ProductPageSchema`.
 * @throws ApiError — status 404 (`not_found`) for an unknown or deleted product.
 */
export function getProductPageQueryOptions(key: string) {
  return apiQueryOptions(
    productPageQueryKey(key),
    `/product-pages/${encodeURIComponent(key)}`,
    ProductPageSchema,
  );
}

/** A product's page by slug or id through TanStack Query. */
export function useProductPage(key: string) {
  return useQuery(getProductPageQueryOptions(key));
}

/**
 * The part of a product's page (decision 316) the Edit Product form reads: the product's category
 * and slug, its specification values, details and gallery.
 */
export const ProductPageFieldsSchema = ProductPageSchema.pick({
  specifications: true,
  details: true,
  gallery: true,
}).extend({ product: ProductSchema.pick({ categoryId: true, slug: true }) });
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
