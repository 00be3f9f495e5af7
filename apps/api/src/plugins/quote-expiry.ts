import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { expireQuotes } from '../flows/expire-quotes.js';

/** How often the expiry job looks for quotes past their validity, ms. */
export const QUOTE_EXPIRY_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks quotes past their validity expired (decision 154). */
    quoteExpiry: QuoteExpiryJob;
  }
}

/** The quote expiry job of one API instance. */
export interface QuoteExpiryJob {
  /** One pass now; how many quotes it expired. */
  runOnce(): Promise<number>;
}

/**
 * Runs the quote expiry job in this API instance (decision 154), as the mail worker runs: a pass
 * when the app is ready and then every {@link QUOTE_EXPIRY_INTERVAL_MS}; every instance may run
 * it (rows are claimed with `SKIP LOCKED`); stopped before the app closes its database.
 */
export const quoteExpiryPlugin = fp<{ intervalMs?: number }>(
  async (app, { intervalMs = QUOTE_EXPIRY_INTERVAL_MS }) => {
    const job = createQuoteExpiryJob(app.database.db, app.log.child({ component: 'quote-expiry' }));
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const tick = () => {
      running = job.runOnce().finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
    };
    app.decorate('quoteExpiry', job);
    app.addHook('onReady', async () => tick());
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'partline-quote-expiry', dependencies: ['partline-db'] },
);

function createQuoteExpiryJob(db: Database, log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
  return {
    async runOnce(): Promise<number> {
      try {
        const expired = await expireQuotes(db);
        if (expired > 0) log.info({ expired }, 'quotes expired');
        return expired;
      } catch (error) {
        log.error({ err: error }, 'quote expiry pass failed');
        return 0;
      }
    },
  };
}
