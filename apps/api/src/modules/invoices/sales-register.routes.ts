import { Readable } from 'node:stream';
import {
  ApiErrorSchema,
  SalesRegisterQuerySchema,
  SalesRegisterSummarySchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_STORE } from '../../cache-control.js';
import { getSalesRegister } from '../../flows/get-sales-register.js';
import { FAST_STREAM_COMPRESSION } from '../../plugins/compress.js';

const FileSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({
    type: 'string',
    format: 'binary',
    description: 'The register as CSV (RFC 4180, UTF-8 with BOM) or PDF (landscape A4)',
  });

/**
 * `GET /admin/sales-register` (shop admins; decision 308). On fastify directly rather than
 * `declareRoutes`, as the orders export (decision 283): the file streams with a route-level
 * `compress` option.
 */
export const salesRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sales-register',
    {
      preHandler: app.requireAdmin,
      // A month of a large shop is tens of megabytes of CSV: compressed fast rather than small.
      compress: FAST_STREAM_COMPRESSION,
      schema: {
        tags: ['admin'],
        summary: 'The sales register (Mushak-6.2) of a month (shop admins)',
        description:
          'Every tax invoice (Mushak-6.3), credit note (6.7) and debit note (6.8) issued in the ' +
          'shop month `month` (YYYY-MM, Asia/Dhaka; not after the current month), in issue order, ' +
          'with buyer name and BIN, value excluding VAT, SD, VAT, total and VAT rates (a credit ' +
          "note's figures negative), then the totals by rate and the grand total. `format=json` " +
          "(default) answers the month's totals in Taka; `csv` and `pdf` stream the register as " +
          'an attachment `sales-register-<month>.<csv|pdf>`. Bad parameters answer 400 ' +
          '`validation_failed`.',
        querystring: SalesRegisterQuerySchema,
        produces: ['application/json', 'text/csv', 'application/pdf'],
        response: {
          200: z.union([SalesRegisterSummarySchema, FileSchema]),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const answer = await getSalesRegister(app.database.db, request.query, {
        onError: (error) => {
          const gone = (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
          if (gone) request.log.info('sales register: the client went away');
          else request.log.error({ err: error }, 'sales register failed mid-stream');
        },
      });
      if (!('content' in answer)) return answer;
      return reply
        .type(answer.type)
        .header('content-disposition', `attachment; filename="${answer.filename}"`)
        .send(answer.content);
    },
  );
};
