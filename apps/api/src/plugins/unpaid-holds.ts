import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';
import { releaseUnpaidHolds } from '../flows/release-unpaid-holds.js';

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

/** Cancels unpaid checkout orders whose stock hold has lasted `UNPAID_HOLD_MINUTES`. */
export interface UnpaidHoldJob {
  /** One pass now: how many orders it cancelled. */
  runOnce(): Promise<number>;
}

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
 * Runs the unpaid-hold job in this API instance, as the mail worker runs (decision 062): a pass on
 * a timer from when the app is ready, at once again after a full batch, stopped before the app
 * closes its database. Every instance runs it; `FOR UPDATE SKIP LOCKED` gives each due order to
 * one of them.
 */
export const unpaidHoldJobPlugin = fp<UnpaidHoldJobPluginOptions>(
  async (app, { config, job: overrides }) => {
    const settings = { ...DEFAULT_UNPAID_HOLD_JOB_OPTIONS, ...overrides };
    const log = app.log.child({ component: 'unpaid-hold-job' });
    const inFlight = new Set<Promise<number>>();
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;

    function runOnce(): Promise<number> {
      const running = releaseUnpaidHolds(
        app.database.db,
        config.unpaidHoldMinutes,
        settings.batchSize,
      );
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    }

    async function tick() {
      timer = undefined;
      let full = false;
      try {
        const cancelled = await runOnce();
        if (cancelled > 0) log.info({ cancelled }, 'unpaid orders cancelled, stock released');
        full = cancelled === settings.batchSize;
      } catch (error) {
        log.error({ err: error }, 'unpaid-hold pass failed');
      }
      if (stopped) return;
      timer = setTimeout(() => void tick(), full ? 0 : settings.pollIntervalMs);
      timer.unref();
    }

    app.decorate('unpaidHoldJob', { runOnce });
    if (settings.autoStart) app.addHook('onReady', async () => void tick());
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    });
  },
  { name: 'partline-unpaid-hold-job', dependencies: ['partline-db'] },
);
