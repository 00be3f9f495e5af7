import { BlogListSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { getBlogs } from './blogs.service.js';

/** `GET /blogs` (under `/api`; spec §7). */
export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone } = declareRoutes(app, { tags: ['blogs'], errors: [] });

  anyone.get(
    '/blogs',
    {
      summary: 'All blog posts, newest first',
      response: { 200: BlogListSchema },
    },
    async (c) => {
      const list = await getBlogs(c.db);
      c.reply.header('cache-control', REVALIDATE);
      return list;
    },
  );
};
