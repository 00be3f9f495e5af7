import {
  PAYMENT_RAIL_MESSAGES,
  type BkashCallbackQuery,
  type PaymentReturnOutcome,
} from '@partline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { findPaymentSessionByRef } from '../modules/payments/payment-sessions.repository.js';
import type { PaymentRegistry } from '../payments/registry.js';
import { completePaymentSession } from './complete-payment-session.js';

/**
 * `GET /payments/bkash/callback` (decision 313): the buyer's browser is back from bKash's page.
 * The session is the one bKash knows by `paymentID`; an unknown one answers `failed` without an
 * order. The callback's `status` is the buyer's word, never proof: `success` lets
 * {@link completePaymentSession} execute the payment, which bKash's Query Payment then confirms
 * (or not); `failure` and `cancel` never execute — while bKash still reports the payment
 * unfinished, the buyer reads what they did and the session stays pending for the
 * reconciliation job (no money moved: an unexecuted bKash payment expires).
 * @throws NotFoundError 'This payment option is not enabled on this server' (no `BKASH_*` keys);
 *   ServiceUnavailableError when bKash does not answer (nothing changed; the callback may be
 *   opened again).
 */
export async function completeBkashCallback(
  db: Database,
  payments: PaymentRegistry,
  callback: BkashCallbackQuery,
  log?: FastifyBaseLogger,
): Promise<{ outcome: PaymentReturnOutcome; orderNumber: string | undefined }> {
  if (!payments.get('bkash')) throw new NotFoundError(PAYMENT_RAIL_MESSAGES.providerOff);
  const session = await findPaymentSessionByRef(db, 'bkash', callback.paymentID);
  if (!session) {
    log?.warn({ paymentID: callback.paymentID }, 'bKash callback of an unknown payment');
    return { outcome: 'failed', orderNumber: undefined };
  }
  const done = await completePaymentSession(db, payments, session.id, {
    finish: callback.status === 'success',
    ...(log ? { log } : {}),
  });
  if (callback.status !== 'success' && done.outcome === 'pending') {
    return {
      outcome: callback.status === 'cancel' ? 'cancelled' : 'failed',
      orderNumber: done.orderNumber,
    };
  }
  return { outcome: done.outcome, orderNumber: done.orderNumber };
}
