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

/** How a buyer reads each option: its label and what happens next. */
export const PAYMENT_OPTION_TEXTS: Readonly<
  Record<PaymentOptionName, { label: string; next: string }>
> = Object.freeze({
  local: {
    label: 'Card',
    next: 'Enter your card on this page. This shop runs the built-in test processor: no money moves.',
  },
  stripe: {
    label: 'International card',
    next: 'Enter your Visa, Mastercard or American Express card on this page (Stripe).',
  },
  sslcommerz: {
    label: 'Card, mobile banking or internet banking (SSLCommerz)',
    next: "You go to SSLCommerz's secure page (cards, bKash, Nagad, Rocket, internet banking) and come back here once paid.",
  },
  bkash: {
    label: 'bKash',
    next: 'You go to bKash to approve the payment with your wallet number, code and PIN, then come back here.',
  },
  bank_transfer: {
    label: 'Bank transfer against a proforma invoice',
    next: 'Download the proforma invoice, transfer the amount by BEFTN or RTGS with the order number as the reference.',
  },
  on_account: {
    label: 'Pay on account',
    next: "Invoiced to your company's account, due by its payment terms.",
  },
});

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

/** The texts of the payment rails (decision 311). */
export const PAYMENT_RAIL_MESSAGES = {
  providerOff: 'This payment option is not enabled on this server',
  overBkashLimit: (maxTaka: string) => `bKash takes orders up to ${maxTaka}; choose another option`,
  returnPaid: 'Payment received. Thank you!',
  returnFailed: 'The payment did not go through. Nothing was charged; you can try again.',
  returnCancelled: 'You cancelled the payment. You can pay again whenever you are ready.',
  returnReview:
    'Your payment was received and is being reviewed by the shop; we will confirm your order shortly.',
  returnPending:
    'We are waiting for the payment provider to confirm your payment; this page updates once it does.',
  badIpn: 'This notification is not signed by SSLCommerz',
  amountMismatch: 'The amount paid is not the amount of this order',
  sessionUnknown: 'Unknown payment session',
  transferOff: 'Bank transfer is not enabled on this server',
  noPayeeAccount: 'The shop has no bank account for transfers yet',
  transferOverAwaited: 'This is more than the amount still awaited for this order',
  transferDuplicate: 'A transfer with this bank reference is already recorded for this order',
  transferRecorded: 'Transfer recorded',
  partlyTransferred:
    'Part of this order was paid by bank transfer; transfer the rest against its proforma invoice',
  proformaExpired: 'The proforma invoice expired; the stock was released',
} as const;
