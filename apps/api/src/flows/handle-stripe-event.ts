import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { claimWebhookEvent, releaseWebhookEvent } from '../modules/payments/payments.repository.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { payOrder } from './pay-order.js';

/**
 * One verified Stripe event, once per event id: the id is claimed with `INSERT … ON CONFLICT DO
 * NOTHING` (a replay or a concurrent duplicate delivery finds it taken and changes nothing).
 * `payment_intent.succeeded` goes through the same paid transition as `PUT /orders/{id}`
 * ({@link payOrder}); a refusal of that transition (4xx) is logged and acknowledged, since a retry
 * would not change it. Other event types are acknowledged and ignored.
 * @throws what the provider or the database throw; the claim is then released so that Stripe's
 *   retry is handled.
 */
export async function handleStripeEvent(
  db: Database,
  provider: PaymentProvider,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<{ duplicate: boolean }> {
  if (!(await claimWebhookEvent(db, event))) return { duplicate: true };
  try {
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      const orderId = intent.metadata?.orderId;
      if (!orderId) {
        log.warn({ intent: intent.id }, 'succeeded payment intent without an order id');
      } else {
        try {
          const result = await payOrder(db, provider, orderId, intent.id);
          log.info({ orderId, intent: intent.id, ...result }, 'order paid through the webhook');
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          log.warn({ err: error, orderId, intent: intent.id }, 'webhook payment not applied');
        }
      }
    }
  } catch (error) {
    await releaseWebhookEvent(db, event.id);
    throw error;
  }
  return { duplicate: false };
}
