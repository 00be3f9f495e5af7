import fp from 'fastify-plugin';
import {
  PURGE_BATCH,
  purgeExpiredRecords,
  type PurgePass,
} from '../flows/purge-expired-records.js';
import { scheduleJob, type ScheduledJob } from '../jobs/scheduled-job.js';

/** How often the data retention job runs while nothing more is due, ms. */
export const DATA_RETENTION_INTERVAL_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes expired idempotency keys and old webhook deliveries (decision 221). */
    dataRetention: ScheduledJob<PurgePass>;
  }
}

/**
 * Runs the data retention job in this API instance ({@link scheduleJob}, decision 221): a pass five
 * minutes after start-up, then every hour, at once again while a batch came back full.
 */
export const dataRetentionPlugin = fp<{ autoStart?: boolean }>(
  async (app, { autoStart = true }) => {
    const job = scheduleJob(app, () => purgeExpiredRecords(app.database.db), {
      name: 'data-retention',
      intervalMs: DATA_RETENTION_INTERVAL_MS,
      firstPassMs: 5 * 60_000,
      autoStart,
      wasFull: (pass) =>
        pass.idempotencyKeys === PURGE_BATCH || pass.webhookDeliveries === PURGE_BATCH,
      report: (pass) =>
        pass.idempotencyKeys + pass.webhookDeliveries > 0
          ? { fields: { ...pass }, message: 'expired records purged' }
          : null,
    });
    app.decorate('dataRetention', job);
  },
  { name: 'partline-data-retention', dependencies: ['partline-db'] },
);
