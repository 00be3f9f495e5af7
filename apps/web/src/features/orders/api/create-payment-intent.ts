import { PaymentIntentCreatedSchema, type PaymentIntentCreated } from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /create-payment-intent` with `{ orderId }` (DESIGN.md, Payments): the amount comes from the
 * stored order. Answers the client secret, the intent id, the provider and, for Stripe, the
 * publishable key.
 * @throws ApiError — 409 when the order is paid or cancelled or stock no longer covers it, 404 when
 *   it is not the caller's.
 */
export function createPaymentIntent(orderId: string): Promise<PaymentIntentCreated> {
  return api.post('/create-payment-intent', PaymentIntentCreatedSchema, { orderId });
}

/** Creates a payment intent for an order (a mutation: each call makes a new intent). */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
