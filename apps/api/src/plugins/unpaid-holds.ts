import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';
import { releaseUnpaidHolds } from '../flows/release-unpaid-holds.js';
import { scheduleJob, type ScheduledJob } from '../jobs/scheduled-job.js';

/** How the unpaid-hold job runs (decision 160). */
export interface UnpaidHoldJobOptions {
  /** Run on a timer once the app is ready (off: only {@link UnpaidHoldJob.runOnce}). */
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

/**
 * Cancels unpaid checkout orders whose stock hold has lasted `UNPAID_HOLD_MINUTES`; a pass answers
 * how many orders it cancelled.
 */
export type UnpaidHoldJob = ScheduledJob<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases the stock of checkout orders not paid in time (decision 160). */
    unpaidHoldJob: UnpaidHoldJob;
  }
}

/** Options of {@link unpaidHoldJobPlugin}. */
export interface UnpaidHoldJobPluginOptions {
  config: Pick<Config, 'unpaidHoldMinutes'>;
  /** Overrides of the defaults (tests: manual passes). */
  job?: Partial<UnpaidHoldJobOptions>;
}

/**
 * Runs the unpaid-hold job in this API instance ({@link scheduleJob}): a pass a minute, at once
 * again after a full batch. Every instance runs it; `FOR UPDATE SKIP LOCKED` gives each due order
 * to one of them.
 */
export const unpaidHoldJobPlugin = fp<UnpaidHoldJobPluginOptions>(
  async (app, { config, job: overrides }) => {
    const settings = { ...DEFAULT_UNPAID_HOLD_JOB_OPTIONS, ...overrides };
    const job = scheduleJob(
      app,
      () => releaseUnpaidHolds(app.database.db, config.unpaidHoldMinutes, settings.batchSize),
      {
        name: 'unpaid-hold-job',
        intervalMs: settings.pollIntervalMs,
        autoStart: settings.autoStart,
        wasFull: (cancelled) => cancelled === settings.batchSize,
        report: (cancelled) =>
          cancelled > 0
            ? { fields: { cancelled }, message: 'unpaid orders cancelled, stock released' }
            : null,
      },
    );
    app.decorate('unpaidHoldJob', job);
  },
  { name: 'partline-unpaid-hold-job', dependencies: ['partline-db'] },
);
