import { priceListCsvFileName } from '@partline/shared';
import type { Executor } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import { findPriceListName, priceListEntriesCsv } from './price-list-csv.repository.js';

/** The 404 of an unknown price list. */
export const PRICE_LIST_NOT_FOUND = 'Price list not found';

/**
 * `GET /price-lists/{id}/entries.csv` (decision 320): the list's entries as CSV (see
 * `priceListEntriesCsv`) and the file's name, `price-list-<slug of the list's name>.csv`.
 * @throws NotFoundError 'Price list not found' for an unknown or malformed id.
 */
export async function priceListCsv(
  db: Executor,
  id: string,
): Promise<{ fileName: string; csv: string }> {
  const list = await findPriceListName(db, id);
  if (!list) throw new NotFoundError(PRICE_LIST_NOT_FOUND);
  return {
    fileName: priceListCsvFileName(list.name),
    csv: await priceListEntriesCsv(db, list.id),
  };
}
