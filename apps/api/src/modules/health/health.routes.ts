import { HealthSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { checkHealth } from './health.service.js';

/** `GET /health` (under `/api`). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone } = declareRoutes(app, { tags: ['health'], errors: [503] });

  anyone.get(
    '/health',
    {
      cacheControl: NO_STORE,
      summary: 'Is the API up and its database reachable?',
      response: { 200: HealthSchema },
    },
    async (c) => checkHealth(app.database, c.request.log),
  );
};
