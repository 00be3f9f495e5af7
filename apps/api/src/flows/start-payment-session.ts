import {
  BASE_CURRENCY,
  CURRENCY_MESSAGES,
  PAYMENT_RAIL_MESSAGES,
  formatTaka,
  type CreatePaymentSessionInput,
  type PaymentSessionCreated,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { linesOfOrder } from '../modules/orders/orders.repository.js';
import { ownOrder } from '../modules/orders/orders.service.js';
import {
  insertPaymentSession,
  moveSession,
  setSessionStarted,
} from '../modules/payments/payment-sessions.repository.js';
import type { PaymentRegistry } from '../payments/registry.js';
import type { RequestUser } from '../plugins/identity.js';
import { assertPayable } from './start-payment.js';

const R = PAYMENT_RAIL_MESSAGES;

/** The rails' names as the buyer knows them. */
const RAIL_NAMES: Readonly<Record<CreatePaymentSessionInput['provider'], string>> = {
  sslcommerz: 'SSLCommerz',
  bkash: 'bKash',
};

/**
 * The API's URLs a redirect provider sends the buyer and its notifications back to (decision 311):
 * `/api/payments/<provider>/return/{success,fail,cancel}`, `/api/payments/<provider>/ipn` and
 * bKash's single `/api/payments/<provider>/callback`.
 */
export function paymentCallbackUrls(publicUrl: string, provider: string) {
  const base = `${publicUrl}/api/payments/${provider}`;
  return {
    success: `${base}/return/success`,
    fail: `${base}/return/fail`,
    cancel: `${base}/return/cancel`,
    ipn: `${base}/ipn`,
    callback: `${base}/callback`,
  };
}

/**
 * `POST /payment-sessions` (decision 311): opens a session with a redirect provider (SSLCommerz or
 * bKash) for the caller's own unpaid order, for the order's stored total in BDT, and answers the
 * provider's page to send the buyer to. The session is stored first (`pending`), so that a buyer
 * who never comes back is found by the reconciliation job.
 * @throws NotFoundError 'Order not found' (not the caller's); NotFoundError 'This payment option
 *   is not enabled on this server'; ConflictError for an order not in Taka (`takaRailOnly`,
 *   decision 327), or the order is not payable, see assertPayable;
 *   over bKash's limit); ServiceUnavailableError when the provider does not answer (the session
 *   is marked failed).
 */
export async function startPaymentSession(
  db: Database,
  payments: PaymentRegistry,
  caller: RequestUser,
  input: CreatePaymentSessionInput,
  publicUrl: string,
): Promise<PaymentSessionCreated> {
  const order = await ownOrder(db, caller, input.orderId);
  const provider = payments.get(input.provider);
  // bKash and SSLCommerz are Taka rails: an order in another currency is paid by card (Stripe, in
  // its currency) or bank transfer (decision 327).
  if (order.currency !== BASE_CURRENCY) {
    throw new ConflictError(
      CURRENCY_MESSAGES.takaRailOnly(RAIL_NAMES[input.provider], order.currency),
    );
  }
  if (!provider?.startSession) throw new NotFoundError(R.providerOff);
  await assertPayable(db, order);
  const option = payments.options().find((candidate) => candidate.option === input.provider);
  if (option?.maxOrderTaka != null && order.totalPoisha > option.maxOrderTaka * 100) {
    throw new ConflictError(R.overBkashLimit(formatTaka(option.maxOrderTaka)));
  }

  const session = await insertPaymentSession(db, {
    orderId: order.id,
    orderNumber: order.number,
    provider: input.provider,
    amountPoisha: order.totalPoisha,
    currency: 'BDT',
  });
  const lines = await linesOfOrder(db, order.id);
  const names = lines.map((line) => line.productName);
  try {
    const started = await provider.startSession({
      sessionId: session.id,
      orderId: order.id,
      orderNumber: order.number,
      amountPoisha: order.totalPoisha,
      currency: 'BDT',
      customer: {
        name: order.userName,
        email: order.userEmail,
        phone: order.phoneNumber ?? '',
        address: order.address ?? '',
        city: 'Dhaka',
        postcode: '1000',
        country: 'Bangladesh',
      },
      productName: (names.length > 0 ? names : [order.productName]).join(', ').slice(0, 250),
      productCategory: 'Computer parts',
      pieces: lines.reduce((sum, line) => sum + line.quantity, 0) || order.quantity,
      urls: paymentCallbackUrls(publicUrl, input.provider),
    });
    await setSessionStarted(db, session.id, started);
    return { sessionId: session.id, provider: input.provider, redirectUrl: started.redirectUrl };
  } catch (error) {
    await moveSession(db, session.id, ['pending'], 'failed', {
      failureReason: error instanceof Error ? error.message.slice(0, 500) : 'not started',
    });
    throw error;
  }
}
