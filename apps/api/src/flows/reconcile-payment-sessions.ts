import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import {
  moveSession,
  pendingSessionsBefore,
  touchPendingSession,
} from '../modules/payments/payment-sessions.repository.js';
import type { PaymentRegistry } from '../payments/registry.js';
import { completePaymentSession } from './complete-payment-session.js';

/** How the reconciliation job looks at pending sessions (decision 312). */
export interface ReconcileOptions {
  /** A pending session is asked about once it is this old, minutes (default 15). */
  askAfterMinutes: number;
  /** A session still pending at this age becomes `expired`, hours (default 24). */
  expireAfterHours: number;
  /** Sessions looked at per pass (default 50). */
  batchSize: number;
}

/** The defaults: ask after 15 minutes, expire after 24 hours, 50 a pass. */
export const DEFAULT_RECONCILE_OPTIONS: ReconcileOptions = {
  askAfterMinutes: 15,
  expireAfterHours: 24,
  batchSize: 50,
};

/** What one pass did. */
export interface ReconcilePass {
  /** Sessions looked at. */
  looked: number;
  /** Sessions the provider had an answer for: paid, held for review, failed or cancelled. */
  completed: number;
  /** Sessions still pending after `expireAfterHours`, now `expired`. */
  expired: number;
}

/**
 * One pass of the payment reconciliation job (decision 312), for every redirect provider: each
 * session still `pending` `askAfterMinutes` after it was opened — the buyer never came back and
 * no notification arrived, or it failed — is completed from the provider's own answer
 * (`completePaymentSession` without evidence: SSLCommerz's transaction query by `tran_id`, bKash's
 * query by `paymentID`), which pays the order exactly once. At most `batchSize` a pass, the
 * longest unasked first, so sessions abandoned on the provider's page never starve the others. A session the provider still reports
 * pending `expireAfterHours` after it was opened becomes `expired`; one whose provider does not
 * answer, or is no longer configured, is left for the next pass (logged), never expired. Safe beside another instance's pass: completion is idempotent and each move is
 * one conditional statement.
 */
export async function reconcilePaymentSessions(
  db: Database,
  payments: PaymentRegistry,
  log: FastifyBaseLogger,
  options: ReconcileOptions = DEFAULT_RECONCILE_OPTIONS,
): Promise<ReconcilePass> {
  const now = Date.now();
  const sessions = await pendingSessionsBefore(
    db,
    new Date(now - options.askAfterMinutes * 60_000),
    options.batchSize,
  );
  const expiresBefore = now - options.expireAfterHours * 3_600_000;
  const pass: ReconcilePass = { looked: sessions.length, completed: 0, expired: 0 };
  for (const session of sessions) {
    // Asked now: the next pass asks the sessions that waited longest first.
    await touchPendingSession(db, session.id);
    try {
      const done = await completePaymentSession(db, payments, session.id, { log });
      if (done.outcome !== 'pending') {
        pass.completed += 1;
        continue;
      }
    } catch (error) {
      // Never expired on a provider's silence: it may yet report the payment taken.
      log.warn({ sessionId: session.id, err: error }, 'payment session not reconciled');
      continue;
    }
    if (session.createdAt.getTime() < expiresBefore) {
      const expired = await moveSession(db, session.id, ['pending'], 'expired', {
        failureReason: 'Never completed on the provider',
      });
      if (expired) pass.expired += 1;
    }
  }
  return pass;
}
