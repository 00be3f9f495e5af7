import { z } from 'zod';
import { PAYMENT_MESSAGES } from './payment.messages.js';

/**
 * Payment providers (DESIGN.md, Payments; decision 311): the card providers of `PAYMENT_PROVIDER`
 * ({@link CARD_PROVIDERS}) and the redirect providers SSLCommerz and bKash. An order paid through
 * one records its name in `paymentProvider`; a bank transfer records `bank_transfer`.
 */
export const PAYMENT_PROVIDERS = ['local', 'stripe', 'sslcommerz', 'bkash'] as const;
/** One of {@link PAYMENT_PROVIDERS}. */
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The card providers, one per installation (`PAYMENT_PROVIDER`): the card form on the page. */
export const CARD_PROVIDERS = ['local', 'stripe'] as const;
/** One of {@link CARD_PROVIDERS}. */
export type CardProviderName = (typeof CARD_PROVIDERS)[number];

/**
 * `POST /create-payment-intent` body (DESIGN.md, open payloads): the order to pay. The amount comes
 * from the stored order; a client's `totalPrice` is ignored.
 */
export const CreatePaymentIntentInputSchema = z
  .object({ orderId: z.string({ error: 'Order id is required' }) })
  .meta({ id: 'CreatePaymentIntentInput' });
/** Parsed `POST /create-payment-intent` body. */
export type CreatePaymentIntentInput = z.output<typeof CreatePaymentIntentInputSchema>;

/**
 * `POST /create-payment-intent` answer: the client secret the card form confirms with, the
 * intent id (the order's future `transactionId`), the provider, and Stripe's publishable key when
 * the provider is `stripe`.
 */
export const PaymentIntentCreatedSchema = z
  .object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    provider: z.enum(CARD_PROVIDERS),
    publishableKey: z.string().optional(),
  })
  .meta({ id: 'PaymentIntentCreated' });
/** A created payment intent. */
export type PaymentIntentCreated = z.infer<typeof PaymentIntentCreatedSchema>;

/**
 * `POST /payments/local/confirm` body (local provider only): the client secret and the card.
 * The number may carry spaces; `expYear` is two or four digits. The server keeps only the brand
 * and the last four digits.
 */
export const LocalConfirmInputSchema = z
  .object({
    clientSecret: z.string().min(1, { error: 'Client secret is required' }),
    cardNumber: z.string({ error: PAYMENT_MESSAGES.invalidNumber }).max(40),
    expMonth: z.coerce.number({ error: PAYMENT_MESSAGES.invalidExpiry }),
    expYear: z.coerce.number({ error: PAYMENT_MESSAGES.invalidExpiry }),
    cvc: z.string({ error: PAYMENT_MESSAGES.invalidCvc }).max(10).optional(),
  })
  .meta({ id: 'LocalConfirmInput' });
/** Parsed `POST /payments/local/confirm` body. */
export type LocalConfirmInput = z.output<typeof LocalConfirmInputSchema>;

/** Statuses of a payment intent that clients see (Stripe's names). */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
/** One of {@link PAYMENT_INTENT_STATUSES}. */
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/**
 * `POST /payments/local/confirm` answer, shaped like Stripe.js' `confirmCardPayment` result: the
 * intent with what it charged, as Stripe's PaymentIntent has it — `amount` in the currency's
 * minor unit and `currency` lower-case ISO 4217 (the order's; decision 327).
 */
export const LocalConfirmResultSchema = z
  .object({
    paymentIntent: z.object({
      id: z.string(),
      status: z.enum(PAYMENT_INTENT_STATUSES),
      amount: z.number().int().describe("Charged, in the currency's minor unit (cents, poisha)"),
      currency: z.string().describe('Lower-case ISO 4217: `bdt`, `usd`, `eur` (decision 327)'),
    }),
  })
  .meta({ id: 'LocalConfirmResult' });
/** A confirmed local payment intent. */
export type LocalConfirmResult = z.infer<typeof LocalConfirmResultSchema>;

/** `POST /webhooks/stripe` answer. */
export const WebhookReceivedSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'WebhookReceived' });
