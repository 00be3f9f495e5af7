import { ProductContentSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /products/{id}/content` (admin; decision 326): the product's name,
 * descriptions and details as stored, in English and in Bangla, whatever language the shop is
 * read in — what Edit Product edits. Kept under `['products', id, 'content']`, read again after
 * every product write.
 * @throws ApiError — 404 for an unknown or deleted product, 403 for a non-admin.
 */
export function getProductContentQueryOptions(id: string) {
  return apiQueryOptions(
    ['products', id, 'content'],
    `/products/${encodeURIComponent(id)}/content`,
    ProductContentSchema,
  );
}

/** A product's texts in every language through TanStack Query. */
export function useProductContent(id: string) {
  return useQuery(getProductContentQueryOptions(id));
}
