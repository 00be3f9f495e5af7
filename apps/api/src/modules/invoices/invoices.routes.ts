import { ApiErrorSchema, IdParamsSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getInvoicePdf } from '../../flows/get-invoice-pdf.js';
import { issueMissingInvoices } from '../../flows/issue-missing-invoices.js';
import { callerOf } from '../../plugins/identity.js';

const PdfSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The invoice as a PDF file' });

/**
 * The invoice route under `/api` (docs/orders-contract.md; decision 063). On start-up it also
 * issues the invoices of orders paid before invoices existed.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  await issueMissingInvoices(db(), app.log);

  app.get(
    '/orders/:id/invoice',
    {
      config: { apiKeyScope: 'invoices:read' },
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "Download an order's invoice as PDF (its buyer, or an admin)",
        description:
          'Answers `application/pdf` as an attachment named `invoice-<number>.pdf`; the same ' +
          "invoice always gives the same bytes. Another client's, an unknown or a malformed " +
          "order: 404 'Order not found'; an unpaid order: 409 (it has no invoice yet).",
        params: IdParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: PdfSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { filename, content } = await getInvoicePdf(db(), callerOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-cache')
        .send(content);
    },
  );
};
