import { Readable } from 'node:stream';
import { ApiErrorSchema, OrdersExportQuerySchema, ordersExportFileName } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_STORE } from '../../cache-control.js';
import { FAST_STREAM_COMPRESSION } from '../../plugins/compress.js';
import { ordersCsv } from './orders-export.service.js';

const CsvSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', description: 'The orders as CSV (RFC 4180, UTF-8 with BOM)' });

/** `GET /admin/orders/export.csv` (admins; docs/back-office-contract.md, decision 070). */
export const ordersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders/export.csv',
    {
      preHandler: app.requireAdmin,
      // A year of orders is hundreds of megabytes: compressed fast rather than small.
      compress: FAST_STREAM_COMPRESSION,
      schema: {
        tags: ['admin'],
        summary: 'Orders as a CSV file (admins)',
        description:
          'Orders placed on the shop days `from`..`to` (YYYY-MM-DD, Asia/Dhaka, both included, ' +
          '`from` ≤ `to`, at most 366 days), of one `status` when given. Answers `text/csv; ' +
          'charset=utf-8` as an attachment `orders-<from>-<to>.csv`, streamed in batches of 2,000 ' +
          "orders. One row per order line, the order's columns repeated on each: Order ID, " +
          'Created At, Status, Client Email, PO Number, Line, SKU, Product, Quantity, Unit Price ' +
          '(Tk.), Line Total (Tk.), Order Total (Tk.), Paid At, Transaction ID, Delivered At, ' +
          'Cancelled At. Bad parameters answer 400 `validation_failed`.',
        querystring: OrdersExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: CsvSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const csv = await ordersCsv(app.database.db, request.query, {
        onError: (error) => {
          const gone = (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
          if (gone) request.log.info('orders export: the client went away');
          else request.log.error({ err: error }, 'orders export failed mid-stream');
        },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${ordersExportFileName(request.query)}"`,
        )
        .header('cache-control', NO_STORE)
        .send(csv);
    },
  );
};
