import { PAYMENT_MESSAGES, type PaymentIntentCreated } from '@partline/shared';
import { BadRequestError, ConflictError, PaymentError } from '../../errors.js';
import type {
  CardPaymentProvider,
  CreateIntentInput,
  PaymentProvider,
  RetrievedIntent,
} from '../../payments/payment-provider.js';

const P = PAYMENT_MESSAGES;

/** What a payment intent is created for: an order's id, stored total and buyer. */
export interface PayableOrder {
  id: string;
  /** The stored total, minor units of `currency` (poisha for BDT; never a client's amount). */
  totalPoisha: number;
  /** The order's currency, ISO 4217 (decision 327). */
  currency: string;
  userEmail: string;
  userName: string;
}

/**
 * A payment intent for `order`, for its stored total in its currency (DESIGN.md, Payments;
 * decision 327: a USD order is charged in US dollars), as
 * `POST /create-payment-intent` answers it.
 * @throws ServiceUnavailableError when the provider does not answer.
 */
export async function createIntentFor(
  provider: CardPaymentProvider,
  order: PayableOrder,
): Promise<PaymentIntentCreated> {
  const intent = await provider.createIntent({
    orderId: order.id,
    amountPoisha: order.totalPoisha,
    currency: order.currency.toLowerCase() as CreateIntentInput['currency'],
    email: order.userEmail,
    name: order.userName,
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}

/**
 * The intent `intentId` as the provider reports it, checked to pay `order`: it exists, carries the
 * order's id (metadata), its total in the order's currency (decision 327), has succeeded and was not refunded.
 * @throws BadRequestError 'Unknown payment intent' / 'This payment is not for this order';
 *   PaymentError 402 `payment_required` 'The payment has not succeeded'; ConflictError 'This
 *   payment was refunded'; ServiceUnavailableError when the provider does not answer.
 */
export async function succeededIntentFor(
  provider: PaymentProvider,
  intentId: string,
  order: { id: string; totalPoisha: number; currency: string },
): Promise<RetrievedIntent> {
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) throw new BadRequestError(P.intentUnknown);
  if (
    intent.orderId !== order.id ||
    intent.amountPoisha !== order.totalPoisha ||
    intent.currency.toLowerCase() !== order.currency.toLowerCase()
  ) {
    throw new BadRequestError(P.intentOtherOrder);
  }
  if (intent.status !== 'succeeded')
    throw new PaymentError('payment_required', P.intentNotSucceeded);
  if (intent.refunded) throw new ConflictError(P.intentRefunded);
  return intent;
}

/**
 * Refunds a succeeded, unrefunded intent of `orderId` that no order can use (the order was
 * deleted or cancelled meanwhile). Anything else (unknown intent, another order's) is left alone.
 * `true` when it refunded.
 */
export async function refundStrayPayment(
  provider: PaymentProvider,
  intentId: string,
  orderId: string,
): Promise<boolean> {
  if (!intentId) return false;
  const intent = await provider.retrieveIntent(intentId);
  if (intent?.orderId === orderId && intent.status === 'succeeded' && !intent.refunded) {
    await provider.refund(intent.id);
    return true;
  }
  return false;
}
