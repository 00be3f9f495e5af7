import {
  CreatePaymentIntentInputSchema,
  CreatePaymentSessionInputSchema,
  PaymentSessionCreatedSchema,
  LocalConfirmInputSchema,
  LocalConfirmResultSchema,
  PAYMENT_MESSAGES,
  PAYMENT_RAIL_MESSAGES,
  PaymentIntentCreatedSchema,
  WebhookReceivedSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { declareRoutes } from '../../declare-routes.js';
import { handleStripeEvent } from '../../flows/handle-stripe-event.js';
import { startPayment } from '../../flows/start-payment.js';
import { startPaymentSession } from '../../flows/start-payment-session.js';
import type { CardPaymentProvider } from '../../payments/payment-provider.js';
import type { PaymentRegistry } from '../../payments/registry.js';

/** Options of {@link paymentsRoutes}. */
export interface PaymentsRoutesOptions {
  /** The card provider. */
  provider: CardPaymentProvider;
  /** Every payment rail of this installation (decision 311). */
  payments: PaymentRegistry;
  /** The shop's public origin: the providers' return and notification URLs start with it. */
  publicUrl: string;
}

/** What the webhook reads of an event; a signed body of another shape is refused (400). */
const SucceededIntentSchema = z.object({
  id: z.string().min(1).max(255),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const StripeEventSchema = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .refine(
    (event) =>
      event.type !== 'payment_intent.succeeded' ||
      SucceededIntentSchema.safeParse(event.data.object).success,
  );

const errors = [400, 401, 403, 404, 409, 503];

/**
 * `POST /create-payment-intent`, `POST /payments/local/confirm` (local provider) and
 * `POST /webhooks/stripe` (Stripe with `STRIPE_WEBHOOK_SECRET`), under `/api` (DESIGN.md, Payments).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { provider, payments, publicUrl },
) => {
  const { signedIn } = declareRoutes(app, { tags: ['payments'], errors });

  signedIn.post(
    '/payment-sessions',
    {
      apiKeyScope: 'orders:write',
      callsOutside: true,
      summary: "A session on SSLCommerz's or bKash's page for your own unpaid order",
      description:
        'Answers the provider page to send the buyer to (decision 311). The amount is the stored ' +
        'order total. The order becomes paid only once the provider confirms the payment to the ' +
        'server (its notification, the return or the reconciliation job). 404 for an order not ' +
        'yours or a provider this server does not have; 409 when the order is not payable or is ' +
        "over bKash's limit; 503 when the provider does not answer.",
      body: CreatePaymentSessionInputSchema,
      response: { 200: PaymentSessionCreatedSchema },
    },
    async (c) => startPaymentSession(c.db, payments, c.caller, c.body, publicUrl),
  );

  signedIn.post(
    '/create-payment-intent',
    {
      apiKeyScope: 'orders:write',
      // Stripe's API, when Stripe is the card provider.
      callsOutside: true,
      summary: 'A payment intent for your own unpaid order',
      description:
        'The amount is the stored order total; a `totalPrice` in the body is ignored. 409 when ' +
        'the order is paid or cancelled, or stock no longer covers it; 404 for an order not yours.',
      body: CreatePaymentIntentInputSchema,
      response: { 200: PaymentIntentCreatedSchema },
    },
    async (c) => {
      // A shop taking real money never takes a simulated card (decision 311).
      if (!payments.cardOffered) throw new NotFoundError(PAYMENT_RAIL_MESSAGES.providerOff);
      return startPayment(c.db, provider, c.caller, c.body.orderId);
    },
  );

  signedIn.post(
    '/payments/local/confirm',
    {
      apiKeyScope: 'orders:write',
      summary: 'Confirm a local payment intent with a card (local provider only)',
      description:
        "Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined " +
        '(402 `card_declined`), 4000 0000 0000 9995 has insufficient funds (402 ' +
        '`insufficient_funds`); a bad number, past expiry or missing CVC is 402 `invalid_card`. ' +
        '404 when this server uses another provider.',
      body: LocalConfirmInputSchema,
      response: { 200: LocalConfirmResultSchema },
      errors: [...errors, 402],
    },
    async (c) => {
      if (!provider.confirm || !payments.cardOffered) {
        throw new NotFoundError(PAYMENT_MESSAGES.localOnly);
      }
      const intent = await provider.confirm(c.body, c.caller.email);
      return { paymentIntent: intent };
    },
  );

  // The signature covers the exact bytes: this scope keeps JSON bodies as raw Buffers.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    declareRoutes(scope, { tags: ['payments'], errors: [400, 404] }).anyone.post(
      '/webhooks/stripe',
      {
        who: 'anyone',
        summary: 'Stripe webhook (signed; idempotent by event id)',
        description:
          'Verifies `Stripe-Signature` on the raw body (400 when it is not valid). ' +
          '`payment_intent.succeeded` marks its order paid as `PUT /orders/{id}` does. 404 ' +
          'unless Stripe and `STRIPE_WEBHOOK_SECRET` are configured.',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        body: z.any(),
        response: { 200: WebhookReceivedSchema },
      },
      async (c) => {
        if (!provider.verifyWebhook) throw new NotFoundError(PAYMENT_MESSAGES.webhookOff);
        const signature = c.request.headers['stripe-signature'];
        const body = c.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
          throw new BadRequestError(PAYMENT_MESSAGES.badSignature);
        }
        let event;
        try {
          event = provider.verifyWebhook(body, signature);
        } catch {
          throw new BadRequestError(PAYMENT_MESSAGES.badSignature);
        }
        if (!StripeEventSchema.safeParse(event).success) {
          throw new BadRequestError('This is not a Stripe event');
        }
        const { duplicate } = await handleStripeEvent(c.db, provider, event, c.request.log);
        return { received: true as const, duplicate };
      },
    );
  });
};
