import { z } from 'zod';

// The ways a buyer can pay that an installation offers (decision 311): one registry behind the
// checkout, the quote acceptance and the specification's payment page.

/**
 * The payment options: `local` (the built-in card simulator, the default, no keys), `stripe`
 * (international cards), `sslcommerz` (cards, mobile banking and internet banking on
 * SSLCommerz's hosted page), `bkash` (bKash tokenized checkout, small orders), `bank_transfer`
 * (BEFTN or RTGS against a proforma invoice) and `on_account` (companies with payment terms,
 * decision 140). `local` and `stripe` are the card provider of `PAYMENT_PROVIDER`: one of the two.
 */
export const PAYMENT_OPTIONS = [
  'local',
  'stripe',
  'sslcommerz',
  'bkash',
  'bank_transfer',
  'on_account',
] as const;
/** One of {@link PAYMENT_OPTIONS}. */
export type PaymentOptionName = (typeof PAYMENT_OPTIONS)[number];

/** The providers that send the buyer to their own page and back (decision 311). */
export const REDIRECT_PROVIDERS = ['sslcommerz', 'bkash'] as const;
/** One of {@link REDIRECT_PROVIDERS}. */
export type RedirectProviderName = (typeof REDIRECT_PROVIDERS)[number];

/**
 * Where a payment session with a redirect provider stands (`payment_sessions.status`):
 * `pending` (created, the buyer is on the provider's page or never came back), `succeeded`
 * (verified with the provider and applied to the order), `failed`, `cancelled` (by the buyer on
 * the provider's page), `review` (SSLCommerz `risk_level` 1: paid but held for the shop admin's
 * review), `expired` (never completed; found by the reconciliation job), `refunded`.
 */
export const PAYMENT_SESSION_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'review',
  'expired',
  'refunded',
] as const;
/** One of {@link PAYMENT_SESSION_STATUSES}. */
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/**
 * One payment option this installation offers (`GET /client-config` `paymentOptions`; decision
 * 311): its name, label and what happens next, and the largest order it takes, Taka (`null`: no
 * limit; bKash has `BKASH_MAX_ORDER_TAKA`). `on_account` is offered per company and is not listed.
 */
export const PaymentOptionSchema = z
  .object({
    option: z.enum(PAYMENT_OPTIONS),
    label: z.string(),
    next: z.string().describe('What happens when the buyer chooses it'),
    maxOrderTaka: z
      .number()
      .nullable()
      .describe('The largest order total it takes, Taka; `null` when it has no limit'),
    holdDays: z
      .number()
      .int()
      .nullable()
      .describe('`bank_transfer`: the days the stock is held for the transfer; else `null`'),
    takaOnly: z
      .boolean()
      .default(false)
      .describe(
        'It takes Taka only (`sslcommerz`, `bkash`): an order in another currency cannot be paid ' +
          "with it (409; decision 327). Cards are charged in the order's currency.",
      ),
  })
  .meta({ id: 'PaymentOption' });
/** A {@link PaymentOptionSchema}. */
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

/**
 * `POST /payment-sessions` body (decision 311): a session with a redirect provider for the
 * caller's own unpaid order. The amount is the order's stored total, never the client's.
 */
export const CreatePaymentSessionInputSchema = z
  .object({
    orderId: z.string({ error: 'Order id is required' }),
    provider: z.enum(REDIRECT_PROVIDERS, { error: 'Choose sslcommerz or bkash' }),
  })
  .meta({ id: 'CreatePaymentSessionInput' });
/** Parsed `POST /payment-sessions` body. */
export type CreatePaymentSessionInput = z.output<typeof CreatePaymentSessionInputSchema>;

/** `POST /payment-sessions` answer: where to send the buyer. */
export const PaymentSessionCreatedSchema = z
  .object({
    sessionId: z.string().describe("The session's id: the order number, `-2`, `-3`… on retries"),
    provider: z.enum(REDIRECT_PROVIDERS),
    redirectUrl: z.url().describe("The provider's page the buyer goes to"),
  })
  .meta({ id: 'PaymentSessionCreated' });
/** A {@link PaymentSessionCreatedSchema}. */
export type PaymentSessionCreated = z.infer<typeof PaymentSessionCreatedSchema>;

/**
 * What the order page reads in `?payment=` after the buyer comes back from a provider's page
 * (the API's return routes redirect there).
 */
export const PAYMENT_RETURN_OUTCOMES = [
  'paid',
  'failed',
  'cancelled',
  'review',
  'pending',
] as const;
/** One of {@link PAYMENT_RETURN_OUTCOMES}. */
export type PaymentReturnOutcome = (typeof PAYMENT_RETURN_OUTCOMES)[number];
