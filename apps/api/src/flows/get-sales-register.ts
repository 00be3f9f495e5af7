import type { Readable } from 'node:stream';
import {
  salesRegisterFileName,
  type SalesRegisterQuery,
  type SalesRegisterSummary,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import { salesRegisterPdf } from '../modules/invoices/sales-register-pdf.js';
import {
  salesRegisterCsv,
  salesRegisterSummary,
  type RegisterStreamOptions,
} from '../modules/invoices/sales-register.service.js';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.js';

/** A register file being streamed: its media type, the name it is saved as and its bytes. */
export interface SalesRegisterFile {
  type: string;
  filename: string;
  content: Readable;
}

/**
 * `GET /admin/sales-register` (Mushak-6.2, decision 308): the month's totals (`format=json`), or
 * the register as a streamed CSV or PDF file; the PDF's header names the seller as the shop
 * settings hold it now (legal name and BIN).
 */
export async function getSalesRegister(
  db: Database,
  query: SalesRegisterQuery,
  options: RegisterStreamOptions = {},
): Promise<SalesRegisterSummary | SalesRegisterFile> {
  if (query.format === 'json') return salesRegisterSummary(db, query.month);
  const filename = salesRegisterFileName(query.month, query.format);
  if (query.format === 'csv') {
    return {
      type: 'text/csv; charset=utf-8',
      filename,
      content: await salesRegisterCsv(db, query.month, options),
    };
  }
  const settings = await readShopSettings(db);
  return {
    type: 'application/pdf',
    filename,
    content: await salesRegisterPdf(
      db,
      query.month,
      { legalName: settings.legalName, bin: settings.bin },
      options,
    ),
  };
}
