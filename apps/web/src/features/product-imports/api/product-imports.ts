import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MESSAGES,
  ProductImportRowPageSchema,
  ProductImportSchema,
  productExportFileName,
  type ProductImport,
} from '@partline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { ApiError } from '@/lib/api-error';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** How often the page asks for a `reading` import's progress, ms. */
export const IMPORT_POLL_MS = 1_000;

/**
 * `POST /product-imports` (admin; decision 319): uploads the catalog CSV as `text/csv` with its
 * progress (`onProgress`, 0–100 %) and resolves to the import as it starts (`reading`, or `failed` with its `failure`).
 * @throws ApiError — 413 for a file over 50 MB (refused before sending), 401/403, status 0 when
 *   the server cannot be reached.
 */
export function uploadProductImport(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ProductImport> {
  if (file.size > PRODUCT_IMPORT_MAX_BYTES) {
    return Promise.reject(new ApiError(413, 'payload_too_large', PRODUCT_IMPORT_MESSAGES.tooLarge));
  }
  return uploadWithProgress({
    path: `/product-imports?fileName=${encodeURIComponent(file.name)}`,
    body: file,
    contentType: 'text/csv',
    schema: ProductImportSchema,
    onProgress,
  });
}

/**
 * `GET /product-imports/{id}` through TanStack Query, asked again every {@link IMPORT_POLL_MS} while
 * the import is `reading` (its progress).
 */
export function useProductImport(id: string | undefined) {
  return useQuery({
    ...apiQueryOptions(
      ['product-imports', id],
      `/product-imports/${encodeURIComponent(id ?? '')}`,
      ProductImportSchema,
    ),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'reading' ? IMPORT_POLL_MS : false),
  });
}

/** The first 100 error rows of a checked import (`GET /product-imports/{id}/rows?action=error`). */
export function useImportErrors(id: string | undefined, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(
      ['product-imports', id, 'errors'],
      `/product-imports/${encodeURIComponent(id ?? '')}/rows?action=error&limit=100`,
      ProductImportRowPageSchema,
    ),
    enabled: id !== undefined && enabled,
  });
}

/**
 * `POST /product-imports/{id}/apply` (admin): applies a checked import without errors; the
 * catalog's queries are invalidated after.
 * @throws ApiError — 409 when it has errors, was applied already, or the catalog changed since.
 */
export function useApplyProductImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/product-imports/${encodeURIComponent(id)}/apply`, ProductImportSchema),
    onSuccess: (applied) => {
      client.setQueryData(['product-imports', applied.id], applied);
      void client.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** Said when the catalog export fails without a message from the API. */
export const PRODUCTS_EXPORT_FAILED = 'We could not export the catalog. Please try again.';

/**
 * `GET /products/export.csv` (admin; decision 319): saves every live product as
 * `products-<today>.csv`. Resolves with the file name.
 * @throws ApiError — 401/403, status 0 when the server cannot be reached.
 */
export function downloadProductsCsv(): Promise<string> {
  return api.download('/products/export.csv', {
    accept: 'text/csv',
    fileName: productExportFileName(new Date().toISOString().slice(0, 10)),
    unreachableMessage: PRODUCTS_EXPORT_FAILED,
    streamToDisk: true,
  });
}

/** Downloads the catalog CSV; failures are the caller's to show. */
export function useDownloadProductsCsv() {
  return useMutation({ mutationFn: downloadProductsCsv });
}
