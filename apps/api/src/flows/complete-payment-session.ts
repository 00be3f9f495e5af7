import { PAYMENT_RAIL_MESSAGES, type PaymentReturnOutcome } from '@partline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError, NotFoundError } from '../errors.js';
import { findOrder } from '../modules/orders/orders.repository.js';
import {
  findPaymentSession,
  moveSession,
  type PaymentSessionRow,
} from '../modules/payments/payment-sessions.repository.js';
import type { PaymentRegistry } from '../payments/registry.js';
import { payOrder } from './pay-order.js';

/** Closed sessions that a verified later payment on the provider's page reopens. */
const REOPENABLE = new Set<string>(['failed', 'cancelled', 'expired']);

/** What {@link completePaymentSession} did, for the return page and the logs. */
export interface CompletedSession {
  outcome: PaymentReturnOutcome;
  /** The order's number, for the return page's URL; `undefined` when the order is gone. */
  orderNumber: string | undefined;
  session: PaymentSessionRow;
}

/**
 * Completes a redirect provider's session from its callback, its return or the reconciliation job
 * (decision 311), idempotently and exactly once under concurrency:
 *
 * 1. a session already `succeeded` answers `paid` again; one `failed`, `cancelled`, `expired` or
 *    `refunded` answers what it is — unless a callback's proof (`evidence`) shows a later
 *    attempt on the provider's page paid it: a `failed`, `cancelled` or `expired` session is then
 *    pending again and completed as below (decision 312);
 * 2. the provider finishes it (`finishSession`: bKash executes the payment; not when `finish` is
 *    `false`: the buyer cancelled or failed on bKash's page) and is asked for the payment — with
 *    the callback's proof (`evidence`, SSLCommerz `val_id`) or by the session id;
 * 3. not paid: the session becomes `failed` or `cancelled` (still `pending` while the provider
 *    has no answer yet); paid but held for review (`risk_level` 1) and not `acceptReview`: it
 *    becomes `review` and the order waits for the shop admin;
 * 4. paid: `payOrder` checks the amount, currency and order with the provider again and marks
 *    the order paid (stock, tax invoice, receipt mail) — a payment that cannot be used is
 *    refunded there; the session becomes `succeeded`, or `refunded`.
 *
 * @param acceptReview the shop admin accepted a payment held for review.
 * @param finish `false`: only ask the provider, never finish the session (decision 313).
 * @throws NotFoundError 'Unknown payment session'; NotFoundError 'This payment option is not
 *   enabled on this server' (the session's provider is not configured any more);
 *   ServiceUnavailableError when the provider does not answer (nothing changes; try again).
 */
export async function completePaymentSession(
  db: Database,
  payments: PaymentRegistry,
  sessionId: string,
  options: {
    evidence?: string | undefined;
    acceptReview?: boolean;
    finish?: boolean;
    log?: FastifyBaseLogger;
  } = {},
): Promise<CompletedSession> {
  const session = await findPaymentSession(db, sessionId);
  if (!session) throw new NotFoundError(PAYMENT_RAIL_MESSAGES.sessionUnknown);
  const order = await findOrder(db, session.orderId);
  const answer = (outcome: PaymentReturnOutcome, row: PaymentSessionRow = session) => ({
    outcome,
    orderNumber: order?.number,
    session: row,
  });
  if (session.status === 'succeeded') return answer('paid');
  if (REOPENABLE.has(session.status) && options.evidence) {
    // A later attempt on the same provider session (SSLCommerz lists several per `tran_id`) may
    // have paid after one failed: a callback's proof is checked before the session stays closed.
    const provider = payments.get(session.provider);
    const later = await provider?.retrieveIntent(session.id, options.evidence);
    if (later?.status === 'succeeded' && !later.refunded) {
      await moveSession(db, session.id, [session.status], 'pending', { failureReason: null });
      return completePaymentSession(db, payments, sessionId, options);
    }
  }
  if (session.status === 'cancelled') return answer('cancelled');
  if (session.status !== 'pending' && session.status !== 'review') return answer('failed');
  if (session.status === 'review' && !options.acceptReview) return answer('review');

  const provider = payments.get(session.provider);
  if (!provider) throw new NotFoundError(PAYMENT_RAIL_MESSAGES.providerOff);
  const finish = options.finish ?? true;
  if (finish && provider.finishSession && session.providerRef && session.status === 'pending') {
    await provider.finishSession(session.id, session.providerRef);
  }
  const intent = await provider.retrieveIntent(session.id, options.evidence);
  if (!intent || intent.status === 'failed' || intent.status === 'cancelled') {
    const to = intent?.status === 'cancelled' ? 'cancelled' : 'failed';
    const moved = await moveSession(db, session.id, ['pending'], to, {
      failureReason: intent?.failureReason ?? (intent ? null : 'unknown to the provider'),
    });
    return moved ? answer(to, moved) : completePaymentSession(db, payments, sessionId, options);
  }
  if (intent.status !== 'succeeded') return answer('pending');
  if (intent.heldForReview && !options.acceptReview) {
    const moved = await moveSession(db, session.id, ['pending'], 'review', {
      riskLevel: 1,
      providerTransactionId: intent.providerTransactionId ?? null,
      validationId: options.evidence ?? null,
    });
    return moved
      ? answer('review', moved)
      : completePaymentSession(db, payments, sessionId, options);
  }

  try {
    await payOrder(db, provider, session.orderId, session.id);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    // Refused: another amount, currency or order than the session's (400: kept, never used), or
    // by the order (cancelled, paid otherwise, stock gone: payOrder refunded it).
    options.log?.warn({ sessionId, err: error }, 'payment session refused');
    const refunded =
      error.statusCode !== 400 && (await provider.retrieveIntent(session.id))?.refunded;
    const moved = await moveSession(
      db,
      session.id,
      ['pending', 'review'],
      refunded ? 'refunded' : 'failed',
      {
        failureReason:
          error.statusCode === 400 ? PAYMENT_RAIL_MESSAGES.amountMismatch : error.message,
        providerTransactionId: intent.providerTransactionId ?? null,
      },
    );
    return answer('failed', moved ?? session);
  }
  const moved = await moveSession(db, session.id, ['pending', 'review'], 'succeeded', {
    providerTransactionId: intent.providerTransactionId ?? null,
    ...(options.evidence ? { validationId: options.evidence } : {}),
  });
  return answer('paid', moved ?? (await findPaymentSession(db, sessionId)) ?? session);
}

/**
 * Where the buyer lands after a provider's page (decision 311): the order's page with the
 * outcome, `…/dashboard/orders/SO-2026-000123?payment=paid`; My Orders when the order is gone.
 */
export function paymentReturnPage(
  publicUrl: string,
  orderNumber: string | undefined,
  outcome: PaymentReturnOutcome,
): string {
  return orderNumber
    ? `${publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}?payment=${outcome}`
    : `${publicUrl}/dashboard/my-orders?payment=${outcome}`;
}
