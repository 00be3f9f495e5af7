import {
  PAYMENT_RAIL_MESSAGES,
  toTaka,
  type PaymentSession,
  type PaymentSessionStatus,
  type ReviewPaymentInput,
} from '@partline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { findOrder } from '../modules/orders/orders.repository.js';
import {
  findPaymentSession,
  moveSession,
  sessionsWithStatus,
  setSessionReviewer,
  type PaymentSessionRow,
} from '../modules/payments/payment-sessions.repository.js';
import type { PaymentRegistry } from '../payments/registry.js';
import { completePaymentSession } from './complete-payment-session.js';

/** The most sessions `GET /admin/payment-sessions` lists, newest first. */
export const PAYMENT_SESSIONS_LIST_LIMIT = 200;

/** The message of a decision on a session that is not (or no longer) held for review. */
export const NOT_IN_REVIEW = 'This payment is not held for review';

function sessionOf(row: PaymentSessionRow, orderNumber: string | null): PaymentSession {
  return {
    id: row.id,
    provider: row.provider,
    orderId: row.orderId,
    orderNumber,
    amount: toTaka(row.amountPoisha),
    status: row.status,
    riskLevel: row.riskLevel,
    providerTransactionId: row.providerTransactionId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

async function withOrderNumber(db: Database, row: PaymentSessionRow): Promise<PaymentSession> {
  const order = await findOrder(db, row.orderId);
  return sessionOf(row, order?.number ?? null);
}

/**
 * `GET /admin/payment-sessions?status=` (decision 312): the redirect providers' sessions of one
 * status, newest first, at most {@link PAYMENT_SESSIONS_LIST_LIMIT}, each with its order's number
 * (`null` when the order is gone) and its amount in Taka. `review` lists the payments SSLCommerz
 * flagged (`risk_level` 1) that wait for the shop admin.
 */
export async function listPaymentSessions(
  db: Database,
  status: PaymentSessionStatus,
): Promise<PaymentSession[]> {
  const rows = await sessionsWithStatus(db, status, PAYMENT_SESSIONS_LIST_LIMIT);
  return Promise.all(rows.map((row) => withOrderNumber(db, row)));
}

/**
 * `POST /admin/payment-sessions/{id}/review` (decision 312): the shop admin's decision on a
 * payment held for review. `accept` completes the session as if it had not been flagged — the
 * order is paid through `payOrder` (verified with the provider again, exactly once; a payment
 * that cannot be used any more is refunded there); `refund` gives the whole payment back through
 * the provider (idempotent there) and the session becomes `refunded`, the order stays unpaid.
 * Both are recorded in the audit log (`payment.review`) with who decided.
 * @throws NotFoundError 'Unknown payment session'; NotFoundError 'This payment option is not
 *   enabled on this server'; ConflictError {@link NOT_IN_REVIEW}; ServiceUnavailableError when
 *   the provider does not answer (nothing changes; try again).
 */
export async function reviewPaymentSession(
  db: Database,
  payments: PaymentRegistry,
  actor: AuditActor,
  sessionId: string,
  input: ReviewPaymentInput,
  log?: FastifyBaseLogger,
): Promise<PaymentSession> {
  const session = await findPaymentSession(db, sessionId);
  if (!session) throw new NotFoundError(PAYMENT_RAIL_MESSAGES.sessionUnknown);
  if (session.status !== 'review') throw new ConflictError(NOT_IN_REVIEW);
  const provider = payments.get(session.provider);
  if (!provider) throw new NotFoundError(PAYMENT_RAIL_MESSAGES.providerOff);

  let decided: PaymentSessionRow;
  if (input.decision === 'accept') {
    const done = await completePaymentSession(db, payments, sessionId, {
      acceptReview: true,
      ...(log ? { log } : {}),
    });
    decided = done.session;
  } else {
    const { refundId } = await provider.refund(session.id);
    const moved = await moveSession(db, session.id, ['review'], 'refunded', {
      refundRef: refundId,
      reviewedById: actor.id,
    });
    // Another admin decided at the same moment: theirs stands.
    if (!moved) throw new ConflictError(NOT_IN_REVIEW);
    decided = moved;
  }

  const order = await findOrder(db, session.orderId);
  await db.transaction(async (tx) => {
    await setSessionReviewer(tx, session.id, actor.id);
    await recordAudit(tx, actor, {
      action: 'payment.review',
      targetType: 'order',
      targetId: session.orderId,
      targetLabel: order?.number ?? session.id,
      before: { session: session.id, status: 'review', amount: toTaka(session.amountPoisha) },
      after: { session: session.id, status: decided.status, decision: input.decision },
    });
  });
  return sessionOf({ ...decided, reviewedById: actor.id }, order?.number ?? null);
}
