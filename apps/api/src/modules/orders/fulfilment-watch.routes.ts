import { FulfilmentWatchListSchema, PageQuerySchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { getFulfilmentWatch } from '../../flows/fulfilment-watch.js';
import { answerPage } from '../../keyset-page.js';

/** `GET /admin/fulfilment` (admins; decision 321): the paid orders still to ship. */
export const fulfilmentWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, { tags: ['admin'], errors: [400, 401, 403] });

  admin.get(
    '/admin/fulfilment',
    {
      cacheControl: NO_STORE,
      summary: 'Paid orders still to ship, with their delivery deadline (admins)',
      description:
        'Orders of status `paid` with a piece neither shipped nor cancelled, oldest payment ' +
        'first, each with its buyer and company, pieces ordered, shipped, backordered and left ' +
        'to ship now, and its delivery deadline by the Digital Commerce Operation Guidelines ' +
        '2021: 5 days from payment when its address names the shop city (Dhaka, ignoring case), ' +
        '10 days elsewhere, in shop days (Asia/Dhaka). `daysLeft` is negative once late. ' +
        '`limit` (1–100, default 20) and `cursor` read one page; the next page is in a ' +
        '`Link: <…>; rel="next"` header.',
      querystring: PageQuerySchema,
      response: { 200: FulfilmentWatchListSchema },
    },
    async (c) => answerPage(c.request, c.reply, await getFulfilmentWatch(c.db, c.query)),
  );
};
