import type {
  CardProviderName,
  LocalConfirmInput,
  PaymentIntentStatus,
  PaymentProviderName,
} from '@partline/shared';
import type Stripe from 'stripe';

/** What a provider needs to create a payment intent for an order. */
export interface CreateIntentInput {
  /** The order paid; kept in the intent's metadata as `orderId`. */
  orderId: string;
  /**
   * The order's stored total in minor units of `currency` (poisha for BDT; never a client's
   * amount).
   */
  amountPoisha: number;
  /** The order's currency, lower-case ISO 4217 as Stripe takes it (decision 327). */
  currency: 'bdt' | 'usd' | 'eur';
  /** The buyer (billing details and receipts). */
  email: string;
  name: string;
}

/** A created intent: its id (the order's future `transactionId`) and client secret. */
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/**
 * What a redirect provider (SSLCommerz, bKash) needs to open a payment session on its page for an
 * order (decision 311). The amount is the order's stored total, never a client's.
 */
export interface StartSessionInput {
  /** Our session id: the order number, `-2`, `-3`… on later attempts (`tran_id`). */
  sessionId: string;
  orderId: string;
  orderNumber: string;
  /** The order's stored total, integer poisha. */
  amountPoisha: number;
  currency: 'BDT';
  /** The buyer, as the provider's page and receipts show them. */
  customer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    postcode: string;
    country: string;
  };
  /** What is bought: the lines' product names and the number of pieces. */
  productName: string;
  productCategory: string;
  pieces: number;
  /**
   * Absolute URLs of this API the provider sends the buyer (or its notification) back to:
   * SSLCommerz's three returns and IPN, bKash's single `callback`.
   */
  urls: { success: string; fail: string; cancel: string; ipn: string; callback: string };
}

/** A session opened on the provider: its id there and the page the buyer goes to. */
export interface StartedSession {
  /** SSLCommerz `sessionkey`, bKash `paymentID`. */
  providerRef: string;
  redirectUrl: string;
}

/** An intent as the provider reports it now. */
export interface RetrievedIntent {
  id: string;
  /**
   * Stripe's statuses; only `succeeded` means the money was taken. Redirect providers answer
   * `succeeded`, `pending`, `failed` or `cancelled`.
   */
  status: string;
  /** Integer poisha. */
  amountPoisha: number;
  currency: string;
  /** The order of the intent's metadata; `undefined` when the intent has none. */
  orderId: string | undefined;
  /** Whether (some of) the money was given back. */
  refunded: boolean;
  cardBrand?: string | undefined;
  last4?: string | undefined;
  /** SSLCommerz `risk_level` 1: paid, but to be reviewed by the shop admin before it is used. */
  heldForReview?: boolean | undefined;
  /** The provider's id of the payment (SSLCommerz `bank_tran_id`, bKash `trxID`). */
  providerTransactionId?: string | undefined;
  /** What the provider said of a failed or cancelled payment. */
  failureReason?: string | undefined;
}

/**
 * A card payment provider (DESIGN.md, Payments): the `local` simulated processor or Stripe, made
 * by `createPaymentProvider` from the configuration. Every method may throw
 * `ServiceUnavailableError` when the provider does not answer. What only one provider can do is an
 * optional member, so that routes ask the provider, not its class.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for the web app; `undefined` for `local`. */
  readonly publishableKey: string | undefined;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /**
   * The intent of this id; `undefined` when the provider does not know it. A redirect provider
   * takes its session id and, from a callback, the proof it carried (SSLCommerz `val_id`), checked
   * with the provider; without it the provider is queried by the session id.
   */
  retrieveIntent(id: string, evidence?: string): Promise<RetrievedIntent | undefined>;
  /**
   * Gives the whole amount of a succeeded intent back. Idempotent: refunding an intent again
   * answers its first refund.
   */
  refund(intentId: string): Promise<{ refundId: string }>;
  /**
   * Gives `amountPoisha` of a succeeded intent back, once per intent and `reference`: a second call
   * with the same ones answers the first refund (decision 321: an order's unshipped rest is
   * cancelled once, without a reference; decision 322: each credit of a return is its own refund,
   * its reference naming the items credited). Only providers whose API refunds part of a payment
   * have it (`local`, Stripe); without it the shop refunds outside.
   */
  refundPart?(
    intentId: string,
    amountPoisha: number,
    reference?: string,
  ): Promise<{ refundId: string }>;
  /**
   * Confirms an intent with a card entered in the shop's own form (`POST /payments/local/confirm`);
   * only the `local` processor has it. Errors: see `LocalPaymentProvider.confirm`.
   */
  confirm?(
    input: LocalConfirmInput,
    callerEmail: string,
  ): Promise<{ id: string; status: PaymentIntentStatus; amount: number; currency: string }>;
  /**
   * The event of a webhook delivery, verified on its raw body (`POST /webhooks/stripe`); only
   * Stripe with `STRIPE_WEBHOOK_SECRET` has it.
   * @throws when the signature, its timestamp or the body is not valid.
   */
  readonly verifyWebhook?: ((rawBody: Buffer, signature: string) => Stripe.Event) | undefined;
  /**
   * Opens a session on the provider's hosted page (redirect providers only: SSLCommerz, bKash;
   * decision 311). The caller has stored the session row (`payment_sessions`) before.
   * @throws ServiceUnavailableError when the provider does not answer or refuses the session.
   */
  startSession?(input: StartSessionInput): Promise<StartedSession>;
  /**
   * Finishes a session the buyer came back from, before it is retrieved: bKash executes the
   * payment (`/tokenized/checkout/execute`); providers that need nothing leave it out.
   * @param providerRef the provider's id of the session (bKash `paymentID`).
   */
  finishSession?(sessionId: string, providerRef: string): Promise<void>;
  /**
   * Whether a server-to-server notification's form fields carry the provider's signature
   * (SSLCommerz's IPN `verify_sign`, decision 312); providers without signed form notifications
   * leave it out.
   */
  verifyNotification?(fields: Readonly<Record<string, string>>): boolean;
}

/** The card provider of an installation (`PAYMENT_PROVIDER`): `local` or Stripe. */
export type CardPaymentProvider = PaymentProvider & { readonly name: CardProviderName };
