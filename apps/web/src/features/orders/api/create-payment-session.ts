import {
  PaymentSessionCreatedSchema,
  type CreatePaymentSessionInput,
  type PaymentSessionCreated,
} from '@partline/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /payment-sessions` (decision 311): opens a session with a redirect provider (`sslcommerz`
 * or `bkash`) for the caller's own unpaid order; the amount is the order's stored total. Resolves
 * with the provider's page to send the buyer to.
 * @throws ApiError — 404 not the caller's order, 409 the order cannot be paid (paid, cancelled,
 *   over bKash's limit), 503 the provider is not enabled or cannot be reached.
 */
export function createPaymentSession(
  input: CreatePaymentSessionInput,
): Promise<PaymentSessionCreated> {
  return api.post('/payment-sessions', PaymentSessionCreatedSchema, input);
}

/** Opens a payment session; the caller sends the buyer to its `redirectUrl`. */
export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession });
}
