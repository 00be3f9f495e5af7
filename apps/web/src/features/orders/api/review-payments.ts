import {
  PaymentSessionSchema,
  type PaymentSession,
  type ReviewPaymentInput,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/** The key of the payment sessions held for review. */
const REVIEW_KEY = ['payment-sessions', 'review'] as const;

/**
 * `GET /admin/payment-sessions?status=review` (shop admin; decision 311): the payments a provider
 * took but held for risk (SSLCommerz `risk_level` 1), oldest first as the server lists them.
 * @throws ApiError — 403 not a shop admin.
 */
export function usePaymentsToReview() {
  return useQuery(
    apiQueryOptions(
      REVIEW_KEY,
      '/admin/payment-sessions?status=review',
      z.array(PaymentSessionSchema),
    ),
  );
}

/**
 * `POST /admin/payment-sessions/{id}/review` (shop admin; decision 311): `accept` pays the order
 * with the held payment, `refund` gives it back through the provider (the order stays unpaid).
 * The answer is not read: the list and the orders are read again.
 * @throws ApiError — 404 the session, 409 it is no longer held for review.
 */
export function reviewPayment({
  session,
  decision,
}: {
  session: Pick<PaymentSession, 'id'>;
} & ReviewPaymentInput): Promise<unknown> {
  return api.post(`/admin/payment-sessions/${encodeURIComponent(session.id)}/review`, z.unknown(), {
    decision,
  });
}

/** Decides on a held payment; the review list and the orders are read again. */
export function useReviewPayment() {
  return useInvalidatingMutation(reviewPayment, [REVIEW_KEY, ORDERS_QUERY_KEY]);
}
