import { AsyncLocalStorage } from 'node:async_hooks';
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
   * Runs `work` once a slot is free and holds the slot until `work` settles or calls
   * {@link leaveWriteSlot}; its result or error is `work`'s.
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

/** Frees the slot of the handler running in this async context; set by {@link WriteSlots.run}. */
const heldSlot = new AsyncLocalStorage<() => void>();

/**
 * Gives up the write slot the calling handler holds, for the rest of its run (decision 341,
 * amended): called before a request to another service (a payment provider's refund or
 * retrieval), so that a provider slow to answer holds no slot while the next write waits. The
 * handler goes on without a slot once the answer is in: taking one again could wait behind
 * handlers blocked on the rows it has locked. Does nothing outside a slot, or once given up.
 */
export function leaveWriteSlot(): void {
  heldSlot.getStore()?.();
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
    const run = <T>(work: () => Promise<T>): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        void limit(
          () =>
            // The slot is the limit's until this promise resolves: when `work` settles, or
            // earlier when it leaves its slot.
            new Promise<void>((free) => {
              const settled = (async () => heldSlot.run(free, work))();
              settled.then(resolve, reject).finally(free);
            }),
        );
      });
    app.decorate('writeSlots', {
      run,
      counts: () => ({ inUse: limit.activeCount, waiting: limit.pendingCount, max }),
    } satisfies WriteSlots);
  },
  { name: 'write-slots' },
);
