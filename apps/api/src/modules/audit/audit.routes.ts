import { AuditLogPageSchema, AuditLogQuerySchema, type AuditLogPage } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../cache-control.js';
import { keptAnswer } from '../../kept-answers.js';
import { declareRoutes } from '../../declare-routes.js';
import { linkNextPage } from '../../keyset-page.js';
import { serializeOnce } from '../../serialized-answers.js';
import { openAuditAnswers } from './audit-answers.js';
import { getAuditLog } from './audit.service.js';

/**
 * `GET /admin/audit-log` (admins; docs/back-office-contract.md, decision 068). Read-only on purpose: entries are written only by
 * the admin actions themselves, and the database refuses to change or delete them.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, { tags: ['admin'], errors: [400, 401, 403] });
  // Each page, serialised once and kept until an entry is appended (decision 285). `requireAdmin`
  // runs before the handler on every request, so a kept page is only ever answered to an admin.
  const pages = await openAuditAnswers<AuditLogPage>(app);

  admin.get(
    '/admin/audit-log',
    {
      cacheControl: NO_STORE,
      summary: 'The audit log of admin actions, newest first (admins)',
      description:
        '`action` filters by one action (`order.deliver`, `product.add`, `product.edit`, ' +
        '`product.restock`, ' +
        '`product.set_stock`, `product.delete`, `user.make_admin`, `user.remove_admin`); ' +
        '`page` 1–100 for the first pages, `pageSize` 1–100 (default 20); deeper by `cursor`, ' +
        'the `nextCursor` of the previous page (a keyset page that costs what the first ' +
        'costs, decision 217; also in a `Link: <…&cursor=…>; rel="next"` header). `total` ' +
        'counts up to 10,000 entries (`totalCapped` beyond). Out-of-range values and tampered ' +
        'cursors answer 400 `validation_failed`. Nobody can change or delete an entry.',
      querystring: AuditLogQuerySchema,
      response: { 200: AuditLogPageSchema },
    },
    async (c) => {
      const page = await keptAnswer(pages, c.query, async () =>
        serializeOnce(AuditLogPageSchema, await getAuditLog(c.db, c.query)),
      );
      linkNextPage(c.request, c.reply, page.nextCursor);
      return page;
    },
  );
};
