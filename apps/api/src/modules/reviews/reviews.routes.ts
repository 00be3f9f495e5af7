import {
  AddReviewInputSchema,
  ApiErrorSchema,
  InsertedIdSchema,
  ListOrderQuerySchema,
  ReviewListSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import { addReview } from '../../flows/add-review.js';
import { callerOf } from '../../plugins/identity.js';
import { getReviews } from './reviews.service.js';

/** `GET /reviews` and `POST /review` (under `/api`; spec §7, DESIGN.md open payloads). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'All client reviews, oldest first (`sort=newest`: newest first)',
        querystring: ListOrderQuerySchema,
        response: { 200: ReviewListSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await getReviews(app.database.db, request.query.sort);
      reply.header('cache-control', REVALIDATE);
      return list;
    },
  );

  app.post(
    '/review',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: "Review one of the caller's delivered orders",
        description:
          '`{ orderId, review, rating }`: rating a whole number 1–5, text 10–500 characters. ' +
          "Name and picture come from the caller's profile; other body fields are ignored. " +
          "404 'Order not found' for an order not yours; 409 'Only delivered orders can be " +
          "reviewed' / 'This order is already reviewed'. Answers 201 `{ insertedId }`.",
        body: AddReviewInputSchema,
        response: {
          201: InsertedIdSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await addReview(app.database.db, callerOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
};
