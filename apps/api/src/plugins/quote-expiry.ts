import fp from 'fastify-plugin';
import { expireQuotes } from '../flows/expire-quotes.js';
import { scheduleJob, type ScheduledJob } from '../jobs/scheduled-job.js';

/** How often the expiry job looks for quotes past their validity, ms. */
export const QUOTE_EXPIRY_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks quotes past their validity expired (decision 154); a pass answers how many. */
    quoteExpiry: ScheduledJob<number>;
  }
}

/**
 * Runs the quote expiry job in this API instance ({@link scheduleJob}, decision 154): a pass when
 * the app is ready and then every {@link QUOTE_EXPIRY_INTERVAL_MS}; every instance may run it (rows
 * are claimed with `SKIP LOCKED`).
 */
export const quoteExpiryPlugin = fp<{ intervalMs?: number }>(
  async (app, { intervalMs = QUOTE_EXPIRY_INTERVAL_MS }) => {
    const job = scheduleJob(app, () => expireQuotes(app.database.db), {
      name: 'quote-expiry',
      intervalMs,
      report: (expired) =>
        expired > 0 ? { fields: { expired }, message: 'quotes expired' } : null,
    });
    app.decorate('quoteExpiry', job);
  },
  { name: 'partline-quote-expiry', dependencies: ['partline-db'] },
);
