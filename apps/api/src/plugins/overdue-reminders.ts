import fp from 'fastify-plugin';
import { scheduleJob } from '../jobs/scheduled-job.js';

/** Options of {@link overdueRemindersPlugin}. */
export interface OverdueRemindersOptions {
  /** One pass of the job: queues the reminders due now, answers how many. */
  run: () => Promise<number>;
  /** Time between passes, ms (default one hour). */
  intervalMs?: number;
  /** Time from start-up to the first pass, ms (default one minute). */
  firstPassMs?: number;
}

/**
 * Runs the overdue-reminder job in this API instance ({@link scheduleJob}, decision 144): a pass a
 * minute after start-up and then every hour. Every instance runs it; a pass is idempotent (one
 * reminder per invoice and period, decided by the mail outbox's unique index), so several
 * instances and restarts send nothing twice, and the mail worker sends what it queued.
 */
export const overdueRemindersPlugin = fp<OverdueRemindersOptions>(
  async (app, { run, intervalMs = 60 * 60_000, firstPassMs = 60_000 }) => {
    scheduleJob(app, run, {
      name: 'overdue-reminders',
      intervalMs,
      firstPassMs,
      report: (queued) =>
        queued > 0 ? { fields: { queued }, message: 'overdue reminders queued' } : null,
    });
  },
  { name: 'partline-overdue-reminders', dependencies: ['partline-db'] },
);
