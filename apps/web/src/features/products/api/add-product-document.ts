import {
  PRODUCT_DOCUMENT_FILE_FIELD,
  ProductDocumentSchema,
  type AddProductDocumentFields,
  type ProductDocument,
} from '@partline/shared';
import { env } from '@/config/env';
import { getRequestHeaders } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { parseApiError } from '@/lib/parse-api-error';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** What {@link addProductDocument} sends: the product, the PDF, its kind and title. */
export interface AddProductDocumentInput extends AddProductDocumentFields {
  productId: string;
  file: File;
}

/**
 * `POST /products/{id}/documents` (admin; decision 318): uploads the PDF as multipart with its
 * kind and title; answers the document.
 * @throws ApiError — 400 per field, 413 over 10 MB, 415 not a PDF, 404 unknown product, 0
 *   unreachable.
 */
export async function addProductDocument({
  productId,
  file,
  kind,
  title,
}: AddProductDocumentInput): Promise<ProductDocument> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('title', title);
  body.append(PRODUCT_DOCUMENT_FILE_FIELD, file);
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/products/${encodeURIComponent(productId)}/documents`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...getRequestHeaders() },
      body,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(
      0,
      'service_unavailable',
      'The server could not be reached. Check your connection and try again.',
      undefined,
      { cause: error },
    );
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw parseApiError(response.status, answer);
  return ProductDocumentSchema.parse(answer);
}

/** Attaches a document; the product's pages are read again. */
export function useAddProductDocument() {
  return useInvalidatingMutation(addProductDocument, [['products']], { after: 'success' });
}
