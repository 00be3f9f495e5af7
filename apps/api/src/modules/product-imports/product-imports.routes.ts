import { Readable } from 'node:stream';
import {
  IdParamsSchema,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MESSAGES as M,
  ProductImportQuerySchema,
  ProductImportRowPageSchema,
  ProductImportRowsQuerySchema,
  ProductImportSchema,
  productExportFileName,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_STORE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors.js';
import { applyProductImport } from '../../flows/apply-product-import.js';
import { receiveProductImport } from '../../flows/check-product-import.js';
import { productsCsv } from '../../flows/export-products-csv.js';
import { FAST_STREAM_COMPRESSION } from '../../plugins/compress.js';
import { getProductImport, getProductImportRows } from './product-imports.service.js';

const CsvSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', description: 'The catalog as CSV (RFC 4180, UTF-8 with BOM)' });

/**
 * The catalog's CSV (decision 319), for admins: `GET /products/export.csv`, and the import —
 * `POST /product-imports` (the file, checked row by row: the dry run), `GET /product-imports/:id`
 * (its progress), `GET /product-imports/:id/rows`, `POST /product-imports/:id/apply`.
 */
export const productImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file streams to the import as it arrives: never read whole into memory.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  const checks = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...checks]);
  });
  const { admin } = declareRoutes(app, {
    tags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  app.get(
    '/products/export.csv',
    {
      preHandler: app.requireAdmin,
      compress: FAST_STREAM_COMPRESSION,
      schema: {
        tags: ['admin'],
        summary: 'The catalog as a CSV file (admins)',
        description:
          'Every live product, oldest first, one row each (decision 319): sku, name, slug, ' +
          'category (its slug), description, price (Taka), min_order, order_increment, tiers ' +
          '(the tiers above the first, `100:1450.00|500:1380.00`), available_quantity, vat_rate ' +
          'and sd_rate (basis points), image, status (`active`), then `spec.<key>` for each ' +
          'attribute key a product uses. UTF-8 with a byte-order mark, cells that would start ' +
          "a formula prefixed with `'`. Importing it unchanged changes nothing.",
        produces: ['text/csv'],
        response: { 200: CsvSchema },
      },
    },
    async (request, reply) => {
      const csv = await productsCsv(app.database.db, (error) => {
        const gone = (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
        if (gone) request.log.info('products export: the client went away');
        else request.log.error({ err: error }, 'products export failed mid-stream');
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${productExportFileName(day)}"`)
        .header('cache-control', NO_STORE)
        .send(csv);
    },
  );

  admin.post(
    '/product-imports',
    {
      summary: 'Import products from a CSV file: check it (admins)',
      description:
        'The body is the CSV (`Content-Type: text/csv`, at most 50 MB; 413 above, 415 for ' +
        'another type), as `GET /products/export.csv` writes it; `fileName` is shown back. ' +
        'Answers 202 with the import: `reading` while its rows are checked (poll `GET ' +
        '/product-imports/{id}`), or `failed` with `failure` for an unreadable file, a header ' +
        'without `sku`, a repeated or unknown column. Nothing in the catalog changes until ' +
        '`POST /product-imports/{id}/apply` (decision 319).',
      querystring: ProductImportQuerySchema,
      response: { 202: ProductImportSchema },
      errors: [400, 401, 403, 413, 415],
      cacheControl: NO_STORE,
    },
    async (c) => {
      const body = c.request.body;
      if (!(body instanceof Readable)) throw new UnsupportedMediaTypeError(M.notCsv);
      const declared = Number(c.request.headers['content-length']);
      if (declared > PRODUCT_IMPORT_MAX_BYTES) throw new PayloadTooLargeError(M.tooLarge);
      const { started, checking } = await receiveProductImport(c.db, body, {
        fileName: c.query.fileName ?? '',
        createdById: c.caller.id,
        onError: (error) => c.request.log.error({ err: error }, 'product import check failed'),
      });
      if (checking) {
        checks.add(checking);
        void checking.finally(() => checks.delete(checking));
      }
      return started;
    },
  );

  admin.get(
    '/product-imports/:id',
    {
      summary: 'An import and its progress (admins)',
      description:
        '`processedRows` of `totalRows` checked while `reading`; the counts by action once ' +
        '`checked`. Unknown or malformed ids answer 404.',
      params: IdParamsSchema,
      response: { 200: ProductImportSchema },
      errors: [401, 403, 404],
      cacheControl: NO_STORE,
    },
    async (c) => getProductImport(c.db, c.params.id),
  );

  admin.get(
    '/product-imports/:id/rows',
    {
      summary: "An import's checked rows, a page at a time (admins)",
      description:
        'By line (the header is line 1), of one `action` when given (`error` for the rows to ' +
        'correct: `errors` names each column with its message); `cursor` is the `nextCursor` ' +
        'of the previous page, `limit` 1–100 (default 50).',
      params: IdParamsSchema,
      querystring: ProductImportRowsQuerySchema,
      response: { 200: ProductImportRowPageSchema },
      errors: [400, 401, 403, 404],
      cacheControl: NO_STORE,
    },
    async (c) => getProductImportRows(c.db, c.params.id, c.query),
  );

  admin.post(
    '/product-imports/:id/apply',
    {
      summary: 'Apply a checked import (admins)',
      description:
        'All or nothing, in one transaction: creates, updates and deletes (`status` `deleted`) ' +
        'the products as checked, each audited (`product.import`, before and after). 409 when ' +
        'the import has errors, is not checked yet, failed, or was applied already (of two ' +
        'applies at once one wins), and when a product it matched changed since the check: ' +
        "'The catalog changed since this file was checked: check it again'.",
      params: IdParamsSchema,
      response: { 200: ProductImportSchema },
      errors: [401, 403, 404, 409],
    },
    async (c) => applyProductImport(c.db, c.params.id, c.actor),
  );
};
