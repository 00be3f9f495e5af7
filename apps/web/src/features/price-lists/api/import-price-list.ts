import {
  PRICE_LIST_IMPORT_MAX_BYTES,
  PRICE_LIST_IMPORT_MESSAGES,
  PriceListImportSchema,
  type PriceListImport,
} from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api, getRequestHeaders } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { parseApiError } from '@/lib/parse-api-error';

/** What {@link importPriceList} sends: the list, the CSV file, and whether to apply it. */
export interface ImportPriceListInput {
  priceListId: string;
  file: File;
  dryRun: boolean;
}

/**
 * `POST /price-lists/{id}/import?dryRun=…` (admin; decision 320): sends the file as `text/csv`
 * and resolves to each row's action, the removals and the counts.
 * @throws ApiError — 413 for a file over 5 MB (refused before sending), 400 for a wrong header,
 *   more than 100,000 rows, or (applying) a file with errors, 404, status 0 when unreachable.
 */
export async function importPriceList({
  priceListId,
  file,
  dryRun,
}: ImportPriceListInput): Promise<PriceListImport> {
  if (file.size > PRICE_LIST_IMPORT_MAX_BYTES) {
    throw new ApiError(413, 'payload_too_large', PRICE_LIST_IMPORT_MESSAGES.tooLarge);
  }
  let response: Response;
  try {
    response = await fetch(
      `${env.apiUrl}/price-lists/${encodeURIComponent(priceListId)}/import?dryRun=${dryRun}`,
      {
        method: 'POST',
        headers: {
          ...getRequestHeaders(),
          Accept: 'application/json',
          'Content-Type': 'text/csv',
        },
        body: file,
        credentials: 'same-origin',
      },
    );
  } catch (error) {
    throw new ApiError(
      0,
      'service_unavailable',
      'The server could not be reached. Check your connection and try again.',
      undefined,
      { cause: error },
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw parseApiError(response.status, body);
  const parsed = PriceListImportSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, 'internal_error', 'The server sent an unexpected answer.');
  }
  return parsed.data;
}

/** {@link importPriceList} as a mutation: the dry run, then the apply. */
export function useImportPriceList() {
  return useMutation({ mutationFn: importPriceList });
}

/**
 * `GET /price-lists/{id}/entries.csv` (admin): saves the list's current entries as
 * `price-list-<name>.csv`.
 */
export function downloadPriceListCsv(priceListId: string): Promise<string> {
  return api.download(`/price-lists/${encodeURIComponent(priceListId)}/entries.csv`, {
    accept: 'text/csv',
    fileName: 'price-list.csv',
  });
}
