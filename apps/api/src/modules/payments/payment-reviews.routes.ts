import {
  IdParamsSchema,
  PaymentSessionSchema,
  PaymentSessionsQuerySchema,
  ReviewPaymentInputSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareRoutes } from '../../declare-routes.js';
import { listPaymentSessions, reviewPaymentSession } from '../../flows/review-payment-session.js';
import type { PaymentRegistry } from '../../payments/registry.js';

/** Options of {@link paymentReviewsRoutes}. */
export interface PaymentReviewsRoutesOptions {
  payments: PaymentRegistry;
}

/**
 * The shop admin's view of the redirect providers' sessions and the review of payments held for
 * risk (decision 312), under `/api/admin`.
 */
export const paymentReviewsRoutes: FastifyPluginAsyncZod<PaymentReviewsRoutesOptions> = async (
  app,
  { payments },
) => {
  const { admin } = declareRoutes(app, {
    tags: ['payments'],
    adminTags: ['admin'],
    errors: [400, 401, 403, 404, 409, 503],
  });

  admin.get(
    '/admin/payment-sessions',
    {
      summary: 'Payment sessions of one status (default: held for review)',
      description:
        'SSLCommerz and bKash sessions, newest first, at most 200. `status=review` lists the ' +
        'payments SSLCommerz flagged as risky (`risk_level` 1): the money was taken and the order ' +
        'waits for your decision.',
      querystring: PaymentSessionsQuerySchema,
      response: { 200: z.array(PaymentSessionSchema) },
    },
    async (c) => listPaymentSessions(c.db, c.query.status),
  );

  admin.post(
    '/admin/payment-sessions/:id/review',
    {
      summary: 'Accept or refund a payment held for review',
      description:
        '`accept` pays the order with it (verified with the provider again; stock, tax invoice ' +
        'and receipt as for any payment); `refund` gives the whole payment back and leaves the ' +
        'order unpaid. Recorded in the audit log. 404 for an unknown session; 409 when it is not ' +
        'held for review (already decided); 503 when the provider does not answer.',
      params: IdParamsSchema,
      body: ReviewPaymentInputSchema,
      response: { 200: PaymentSessionSchema },
    },
    async (c) => reviewPaymentSession(c.db, payments, c.actor, c.params.id, c.body, c.request.log),
  );
};
