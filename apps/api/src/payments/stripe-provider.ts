import Stripe from 'stripe';
import type { StripeConfig } from '../config/env.js';
import { ServiceUnavailableError } from '../errors.js';
import type {
  CreateIntentInput,
  CreatedIntent,
  PaymentProvider,
  RetrievedIntent,
} from './payment-provider.js';

/** Options of the stripe SDK for `config`: another API origin when `apiBase` is set. */
function clientOptions(config: StripeConfig): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    options.host = base.hostname;
    options.protocol = base.protocol === 'http:' ? 'http' : 'https';
    if (base.port) options.port = Number(base.port);
  }
  return options;
}

/** What a payment intent id looks like (`pi_` and letters, digits, underscores). */
const INTENT_ID = /^pi_\w{1,250}$/;

/** Stripe's own errors become 503 (the provider failed), others pass through. */
async function call<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new ServiceUnavailableError(
        `The payment provider refused the request: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * The `stripe` provider (DESIGN.md, Payments): the real Stripe API in test or live mode. Intents
 * are BDT in poisha (Stripe's smallest unit of BDT) with the order id in `metadata.orderId`; the
 * web app confirms them with Stripe Elements and the client secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  /** The SDK client (also used to verify webhook signatures). */
  readonly stripe: Stripe;
  /**
   * The event of a webhook delivery, verified against `STRIPE_WEBHOOK_SECRET` on the raw body;
   * `undefined` without that secret (the webhook route then answers 404).
   * @throws Stripe's signature error when the signature, its timestamp or the body is not valid.
   */
  readonly verifyWebhook: ((rawBody: Buffer, signature: string) => Stripe.Event) | undefined;

  constructor(private readonly config: StripeConfig) {
    this.publishableKey = config.publishableKey;
    this.stripe = new Stripe(config.secretKey, clientOptions(config));
    const secret = config.webhookSecret;
    this.verifyWebhook = secret
      ? (rawBody, signature) => this.stripe.webhooks.constructEvent(rawBody, signature, secret)
      : undefined;
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const intent = await call(() =>
      this.stripe.paymentIntents.create({
        amount: input.amountPoisha,
        currency: input.currency,
        allowed_payment_method_types: ['card'],
        receipt_email: input.email,
        description: `Partline order ${input.orderId}`,
        metadata: { orderId: input.orderId, buyerName: input.name },
      }),
    );
    if (!intent.client_secret) throw new ServiceUnavailableError('Stripe gave no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | undefined> {
    // Not an intent id (a client's transactionId may be any text): unknown, without asking Stripe.
    if (!INTENT_ID.test(id)) return undefined;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing'
      ) {
        return undefined;
      }
      return call(() => Promise.reject(error));
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return {
      id: intent.id,
      status: intent.status,
      amountPoisha: intent.amount,
      currency: intent.currency,
      orderId: intent.metadata?.orderId,
      refunded: Boolean(charge && (charge.refunded || charge.amount_refunded > 0)),
      cardBrand: card?.brand ?? undefined,
      last4: card?.last4 ?? undefined,
    };
  }

  /** Refunds with an idempotency key per intent: a retry answers the same refund. */
  async refund(intentId: string): Promise<{ refundId: string }> {
    const refund = await call(() =>
      this.stripe.refunds.create(
        { payment_intent: intentId },
        { idempotencyKey: `partline-refund-${intentId}` },
      ),
    );
    return { refundId: refund.id };
  }

  /**
   * Refunds `amountPoisha` (Stripe's `amount`, the currency's minor unit) once per intent and
   * `reference` (Stripe's idempotency key holds both).
   */
  async refundPart(
    intentId: string,
    amountPoisha: number,
    reference?: string,
  ): Promise<{ refundId: string }> {
    const key = reference === undefined ? intentId : `${intentId}-${reference}`;
    const refund = await call(() =>
      this.stripe.refunds.create(
        { payment_intent: intentId, amount: amountPoisha },
        { idempotencyKey: `partline-refund-part-${key}` },
      ),
    );
    return { refundId: refund.id };
  }
}
