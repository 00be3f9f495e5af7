import { Readable } from 'node:stream';
import {
  IdParamsSchema,
  PRICE_LIST_IMPORT_MAX_BYTES,
  PRICE_LIST_IMPORT_MESSAGES as M,
  PriceListImportQuerySchema,
  PriceListImportSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_STORE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors.js';
import { importPriceList } from '../../flows/import-price-list.js';
import { priceListCsv } from './price-list-csv.service.js';

const CsvSchema = z
  .string()
  .meta({ description: "The price list's entries as CSV (RFC 4180, UTF-8 with BOM)" });

/**
 * A price list's entries as CSV, for admins (decision 320): `GET /price-lists/:id/entries.csv` and
 * `POST /price-lists/:id/import` (the dry run, or the apply).
 */
export const priceListCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body reaches the import as a stream; it reads at most 5 MB of it.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  const { admin } = declareRoutes(app, { tags: ['admin'], errors: [400, 401, 403, 404] });

  app.get(
    '/price-lists/:id/entries.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A price list's entries as a CSV file (admins)",
        description:
          'One row per entry, by SKU then minimum quantity (decision 320): `sku`, ' +
          '`min_quantity`, and either `unit_price` (Taka, two decimals) or `percent_off` ' +
          '(percent off the list tier price, e.g. `12.5`), the other empty. UTF-8 with a ' +
          'byte-order mark. Importing it unchanged changes nothing. Unknown ids answer 404.',
        params: IdParamsSchema,
        produces: ['text/csv'],
        response: { 200: CsvSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { fileName, csv } = await priceListCsv(app.database.db, id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', NO_STORE)
        .send(csv);
    },
  );

  admin.post(
    '/price-lists/:id/import',
    {
      summary: "Import a price list's entries from a CSV file (admins)",
      description:
        "The body is the list's whole entry table as CSV (`Content-Type: text/csv`, at most " +
        '5 MB and 100,000 rows; 413 above 5 MB, 415 for another type), as `GET ' +
        '/price-lists/{id}/entries.csv` writes it; entries the file lacks are removed. ' +
        '`dryRun=true` (the default) checks each row and answers what importing would do: ' +
        '`create`, `update`, `unchanged` or `error` (with `errors` by column), and the ' +
        '`removals`. `dryRun=false` applies it, all or nothing in one transaction, one audit ' +
        'entry (`price_list_entry.import`) per created, changed or removed entry; a file with ' +
        'an error answers 400 `validation_failed` (`details` by `line <n>: <column>`) and ' +
        'writes nothing. The answer lists at most 1,000 rows, those with errors first, and ' +
        '1,000 removals; `summary` counts them all. A header lacking a column, with an unknown ' +
        'or a repeated one, an unreadable or empty file, or more than 100,000 rows answer 400 ' +
        '`bad_request` (decision 320).',
      params: IdParamsSchema,
      querystring: PriceListImportQuerySchema,
      response: { 200: PriceListImportSchema },
      errors: [400, 401, 403, 404, 413, 415],
      cacheControl: NO_STORE,
    },
    async (c) => {
      const body = c.request.body;
      if (!(body instanceof Readable)) throw new UnsupportedMediaTypeError(M.notCsv);
      const declared = Number(c.request.headers['content-length']);
      if (declared > PRICE_LIST_IMPORT_MAX_BYTES) throw new PayloadTooLargeError(M.tooLarge);
      return importPriceList(c.db, c.params.id, body, {
        dryRun: c.query.dryRun,
        actor: c.actor,
      });
    },
  );
};
