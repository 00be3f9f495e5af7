import { ProductPageSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** The query key of a product's page; every product page's key starts with `['product-pages']`. */
export const productPageQueryKey = (key: string) => ['product-pages', key] as const;

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
