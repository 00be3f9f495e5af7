import { DeletedCountSchema } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * `DELETE /products/{id}/documents/{documentId}` (admin; decision 318): detaches the document and
 * deletes its file.
 * @throws ApiError — 404 unknown product or document.
 */
export async function removeProductDocument({
  productId,
  documentId,
}: {
  productId: string;
  documentId: string;
}): Promise<void> {
  await api.delete(
    `/products/${encodeURIComponent(productId)}/documents/${encodeURIComponent(documentId)}`,
    DeletedCountSchema,
  );
}

/** Removes a document; the product's pages are read again. */
export function useRemoveProductDocument() {
  return useInvalidatingMutation(removeProductDocument, [['products']]);
}
