import { z } from 'zod';

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

/** The texts of the payment path that are ours (the specification's are in ORDER_MESSAGES). */
export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order is already paid',
  awaitingApproval: "This order is waiting for a company admin's approval",
  declined: 'A company admin declined this order',
  cancelled: 'This order was cancelled',
  delivered: 'This order is already delivered',
  stockGone: 'Not enough stock is left to cover this order',
  stockGoneRefunded: 'Not enough stock is left to cover this order; the payment was refunded',
  productGone: 'This product is no longer sold',
  productGoneRefunded: 'This product is no longer sold; the payment was refunded',
  cancelledRefunded: 'This order was cancelled; the payment was refunded',
  intentUnknown: 'Unknown payment intent',
  intentNotSucceeded: 'The payment has not succeeded',
  intentOtherOrder: 'This payment is not for this order',
  intentRefunded: 'This payment was refunded',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  pastExpiry: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is incomplete.",
  intentAlreadySucceeded: 'This payment has already succeeded',
  localOnly: 'The local card processor is not enabled on this server',
  webhookOff: 'Stripe webhooks are not configured on this server',
  badSignature: 'The Stripe signature of this event is not valid',
  adminsDoNotOrder: 'Admins do not place orders',
} as const;

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
