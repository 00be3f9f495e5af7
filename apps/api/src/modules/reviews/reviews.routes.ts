import { ReviewListSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import { getReviews } from './reviews.service.js';

/** `GET /reviews` (under `/api`; spec §7). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'All client reviews, newest first',
        response: { 200: ReviewListSchema },
      },
    },
    async (_request, reply) => {
      const list = await getReviews(app.database.db);
      reply.header('cache-control', REVALIDATE);
      return list;
    },
  );
};
