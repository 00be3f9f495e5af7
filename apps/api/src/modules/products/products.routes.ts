import { ApiErrorSchema, IdParamsSchema, ProductListSchema, ProductSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import { getCatalog, getProduct } from './products.service.js';

/** `GET /products`, `GET /products/:id` (under `/api`; spec §7). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'All products, newest first',
        response: { 200: ProductListSchema },
      },
    },
    async (_request, reply) => {
      const catalog = await getCatalog(app.database.db);
      reply.header('cache-control', REVALIDATE);
      return catalog;
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        description: 'Unknown, deleted or malformed ids answer 404.',
        params: IdParamsSchema,
        response: { 200: ProductSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const product = await getProduct(app.database.db, request.params.id);
      reply.header('cache-control', REVALIDATE);
      return product;
    },
  );
};
