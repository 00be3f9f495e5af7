import { AdminOverviewSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { openAdminOverview } from '../../flows/get-admin-overview.js';

/** `GET /admin/overview` (admins; docs/back-office-contract.md, decision 071). */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = await openAdminOverview(app);
  const { admin } = declareRoutes(app, { tags: ['admin'], errors: [401, 403] });

  admin.get(
    '/admin/overview',
    {
      cacheControl: NO_STORE,
      summary: 'Revenue, orders by status, top products and low stock (admins)',
      description:
        'Days are calendar days in Asia/Dhaka; money is Taka. Revenue: paid or delivered orders ' +
        '(cancelled ones were refunded) by the day they were paid, for the last 30 days, every ' +
        'day present. Orders by status: all orders. Top products: top 5 of the same orders by ' +
        'revenue and by pieces. Low stock: products on sale with fewer than 2 minimum orders ' +
        'buyable (available − held < 2 × minimum order).',
      response: { 200: AdminOverviewSchema },
    },
    async () => overview(),
  );
};
