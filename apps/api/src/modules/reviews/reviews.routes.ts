import {
  AddReviewInputSchema,
  InsertedIdSchema,
  ListOrderQuerySchema,
  ReviewListSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { addReview } from '../../flows/add-review.js';
import { getReviews } from './reviews.service.js';

/** `GET /reviews` and `POST /review` (under `/api`; spec §7, DESIGN.md open payloads). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone, signedIn } = declareRoutes(app, {
    tags: ['reviews'],
    errors: [400, 401, 404, 409],
  });

  anyone.get(
    '/reviews',
    {
      summary: 'All client reviews, oldest first (`sort=newest`: newest first)',
      querystring: ListOrderQuerySchema,
      response: { 200: ReviewListSchema },
      errors: [400],
    },
    async (c) => {
      const list = await getReviews(c.db, c.query.sort);
      c.reply.header('cache-control', REVALIDATE);
      return list;
    },
  );

  signedIn.post(
    '/review',
    {
      summary: "Review one of the caller's delivered orders",
      description:
        '`{ orderId, review, rating }`: rating a whole number 1–5, text 10–500 characters. ' +
        "Name and picture come from the caller's profile; other body fields are ignored. " +
        "404 'Order not found' for an order not yours; 409 'Only delivered orders can be " +
        "reviewed' / 'This order is already reviewed'. Answers 201 `{ insertedId }`.",
      body: AddReviewInputSchema,
      response: { 201: InsertedIdSchema },
    },
    async (c) => addReview(c.db, c.caller, c.body),
  );
};
