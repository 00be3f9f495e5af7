import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';
import { expireQuotes } from '../flows/expire-quotes.js';
import { issueMissingInvoices } from '../flows/issue-missing-invoices.js';
import {
  PURGE_BATCH,
  purgeExpiredRecords,
  type PurgePass,
} from '../flows/purge-expired-records.js';
import {
  DEFAULT_RECONCILE_OPTIONS,
  reconcilePaymentSessions,
  type ReconcilePass,
} from '../flows/reconcile-payment-sessions.js';
import { releaseUnpaidHolds } from '../flows/release-unpaid-holds.js';
import { queueOverdueReminders } from '../flows/send-overdue-reminders.js';
import { scheduleJob, type ScheduledJob } from '../jobs/scheduled-job.js';
import type { PaymentRegistry } from '../payments/registry.js';

/** How the unpaid-hold job runs (decision 160). */
export interface UnpaidHoldJobOptions {
  /** Run on a timer once the app is ready (off: only `app.unpaidHoldJob.runOnce`). */
  autoStart: boolean;
  /** Pause between passes while nothing more is due, ms. */
  pollIntervalMs: number;
  /** Orders cancelled per transaction. */
  batchSize: number;
}

/** The defaults: a pass a minute, 50 orders a transaction. */
export const DEFAULT_UNPAID_HOLD_JOB_OPTIONS: UnpaidHoldJobOptions = {
  autoStart: true,
  pollIntervalMs: 60_000,
  batchSize: 50,
};

const MINUTE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Cancels checkout orders not paid in time, releasing their stock (decision 160). */
    unpaidHoldJob: ScheduledJob<number>;
    /** Marks quotes past their validity expired (decision 154). */
    quoteExpiry: ScheduledJob<number>;
    /** Deletes expired idempotency keys and old webhook deliveries (decision 221). */
    dataRetention: ScheduledJob<PurgePass>;
    /** Completes or expires redirect providers' sessions nobody came back from (decision 312). */
    paymentReconciliation: ScheduledJob<ReconcilePass>;
  }
}

/** Options of {@link scheduledJobsPlugin}. */
export interface ScheduledJobsOptions {
  config: Pick<Config, 'unpaidHoldMinutes'>;
  /** The payment rails: the reconciliation job asks their redirect providers. */
  payments: PaymentRegistry;
  /** Overrides of the unpaid-hold job's defaults (tests: manual passes). */
  unpaidHoldJob?: Partial<UnpaidHoldJobOptions>;
}

/**
 * The periodic flows this API instance runs ({@link scheduleJob}; decision 221). Every instance
 * runs them all, and each pass is safe beside another's:
 * - unpaid holds (decision 160): a pass a minute, at once again after a full batch; due orders are
 *   claimed with `FOR UPDATE SKIP LOCKED`;
 * - quote expiry (decision 154): a pass a minute, quotes claimed with `SKIP LOCKED`;
 * - overdue reminders (decision 144): a minute after start-up, then hourly; one reminder per
 *   invoice and period, decided by the mail outbox's unique index;
 * - data retention (decision 221): five minutes after start-up, then hourly;
 * - waiting tax invoices (decision 306): every five minutes, the invoices of card payments taken
 *   while the shop's BIN was missing, each order locked while its invoice is issued;
 * - payment reconciliation (decision 312): every five minutes, the redirect providers' sessions
 *   pending for 15 minutes are completed from the provider's answer (once, by the conditional
 *   moves of the completion flow), expired after 24 hours.
 */
export const scheduledJobsPlugin = fp<ScheduledJobsOptions>(
  async (app, { config, payments, unpaidHoldJob }) => {
    const db = () => app.database.db;
    const holds = { ...DEFAULT_UNPAID_HOLD_JOB_OPTIONS, ...unpaidHoldJob };
    const counted = (count: number, fields: string, message: string) =>
      count > 0 ? { fields: { [fields]: count }, message } : null;

    app.decorate(
      'unpaidHoldJob',
      scheduleJob(app, () => releaseUnpaidHolds(db(), config.unpaidHoldMinutes, holds.batchSize), {
        name: 'unpaid-hold-job',
        intervalMs: holds.pollIntervalMs,
        autoStart: holds.autoStart,
        wasFull: (cancelled) => cancelled === holds.batchSize,
        report: (cancelled) =>
          counted(cancelled, 'cancelled', 'unpaid orders cancelled, stock released'),
      }),
    );
    app.decorate(
      'quoteExpiry',
      scheduleJob(app, () => expireQuotes(db()), {
        name: 'quote-expiry',
        intervalMs: MINUTE_MS,
        report: (expired) => counted(expired, 'expired', 'quotes expired'),
      }),
    );
    scheduleJob(app, () => queueOverdueReminders(db()), {
      name: 'overdue-reminders',
      intervalMs: 60 * MINUTE_MS,
      firstPassMs: MINUTE_MS,
      report: (queued) => counted(queued, 'queued', 'overdue reminders queued'),
    });
    scheduleJob(app, () => issueMissingInvoices(db(), app.log), {
      name: 'waiting-invoices',
      intervalMs: 5 * MINUTE_MS,
      firstPassMs: 5 * MINUTE_MS,
      report: (issued) => counted(issued, 'issued', 'waiting tax invoices issued'),
    });
    app.decorate(
      'paymentReconciliation',
      scheduleJob(
        app,
        () => reconcilePaymentSessions(db(), payments, app.log, DEFAULT_RECONCILE_OPTIONS),
        {
          name: 'payment-reconciliation',
          intervalMs: 5 * MINUTE_MS,
          firstPassMs: 5 * MINUTE_MS,
          report: (pass) =>
            pass.completed + pass.expired > 0
              ? { fields: { ...pass }, message: 'payment sessions reconciled' }
              : null,
        },
      ),
    );
    app.decorate(
      'dataRetention',
      scheduleJob(app, () => purgeExpiredRecords(db()), {
        name: 'data-retention',
        intervalMs: 60 * MINUTE_MS,
        firstPassMs: 5 * MINUTE_MS,
        wasFull: (pass) =>
          pass.idempotencyKeys === PURGE_BATCH || pass.webhookDeliveries === PURGE_BATCH,
        report: (pass) =>
          pass.idempotencyKeys + pass.webhookDeliveries > 0
            ? { fields: { ...pass }, message: 'expired records purged' }
            : null,
      }),
    );
  },
  { name: 'partline-scheduled-jobs', dependencies: ['partline-db'] },
);
