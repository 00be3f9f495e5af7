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
  /** The order's stored total, integer poisha (never a client's amount). */
  amountPoisha: number;
  currency: 'bdt';
  /** The buyer (billing details and receipts). */
  email: string;
  name: string;
}

/** A created intent: its id (the order's future `transactionId`) and client secret. */
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** An intent as the provider reports it now. */
export interface RetrievedIntent {
  id: string;
  /** Stripe's statuses; only `succeeded` means the money was taken. */
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
  /** The intent of this id; `undefined` when the provider does not know it. */
  retrieveIntent(id: string): Promise<RetrievedIntent | undefined>;
  /**
   * Gives the whole amount of a succeeded intent back. Idempotent: refunding an intent again
   * answers its first refund.
   */
  refund(intentId: string): Promise<{ refundId: string }>;
  /**
   * Confirms an intent with a card entered in the shop's own form (`POST /payments/local/confirm`);
   * only the `local` processor has it. Errors: see `LocalPaymentProvider.confirm`.
   */
  confirm?(
    input: LocalConfirmInput,
    callerEmail: string,
  ): Promise<{ id: string; status: PaymentIntentStatus }>;
  /**
   * The event of a webhook delivery, verified on its raw body (`POST /webhooks/stripe`); only
   * Stripe with `STRIPE_WEBHOOK_SECRET` has it.
   * @throws when the signature, its timestamp or the body is not valid.
   */
  readonly verifyWebhook?: ((rawBody: Buffer, signature: string) => Stripe.Event) | undefined;
}

/** The card provider of an installation (`PAYMENT_PROVIDER`): `local` or Stripe. */
export type CardPaymentProvider = PaymentProvider & { readonly name: CardProviderName };
