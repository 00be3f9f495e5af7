import fp from 'fastify-plugin';
import pLimit from 'p-limit';

/**
 * The write slots of one instance (decision 341): at most `max` handlers of state-changing routes
 * run at once, and the rest wait their turn in the order they came. On one Node thread, a handler
 * that changes something (a quick order, a checkout, a payment recorded) costs tens of times what
 * a catalog read costs; without a bound, a burst of them takes the whole thread and every read
 * waits behind them. Reads never take a slot.
 */
export interface WriteSlots {
  /**
   * Runs `work` once a slot is free and holds the slot until `work` settles; its result or error
   * is `work`'s.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Now: slots taken, handlers waiting for one, and how many slots there are. */
  counts(): { inUse: number; waiting: number; max: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's write slots ({@link writeSlotsPlugin}). */
    writeSlots: WriteSlots;
  }
}

/** Options of {@link writeSlotsPlugin}. */
export interface WriteSlotsOptions {
  /** How many slots there are: `WRITE_CONCURRENCY` (`Config.writeConcurrency`). */
  max: number;
}

/**
 * Decorates the app with its {@link WriteSlots}, a p-limit queue of `max`. Routes declared with
 * `declareRoutes` take a slot for their handler unless they are `GET` or say `callsOutside`.
 */
export const writeSlotsPlugin = fp<WriteSlotsOptions>(
  async (app, { max }) => {
    const limit = pLimit(max);
    app.decorate('writeSlots', {
      run: (work) => limit(work),
      counts: () => ({ inUse: limit.activeCount, waiting: limit.pendingCount, max }),
    } satisfies WriteSlots);
  },
  { name: 'write-slots' },
);
