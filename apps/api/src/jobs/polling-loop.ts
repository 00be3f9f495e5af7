import type { FastifyBaseLogger } from 'fastify';

/** A queue worker's loop: passes on a timer once started, or one at a time on demand. */
export interface PollingLoop<Pass> {
  /** Starts polling, the first pass after `delayMs` (default 0; nothing when started or stopped). */
  start(delayMs?: number): void;
  /** One pass now. */
  runOnce(): Promise<Pass>;
  /** Stops polling and waits for the passes in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `pollIntervalMs`, or again at once after a pass that `wasFull` (more may be
 * due); a failed pass is logged and the loop goes on. The timer never keeps the process alive.
 * Shared by the mail worker (decision 062), the webhook worker (decision 192) and the scheduled
 * jobs (`scheduled-job.ts`).
 */
export function pollingLoop<Pass>(
  pass: () => Promise<Pass>,
  {
    pollIntervalMs,
    wasFull,
    log,
    name,
  }: {
    pollIntervalMs: number;
    wasFull: (result: Pass) => boolean;
    log: Pick<FastifyBaseLogger, 'error'>;
    /** In the log line of a failed pass, e.g. 'mail worker'. */
    name: string;
  },
): PollingLoop<Pass> {
  const inFlight = new Set<Promise<Pass>>();
  let timer: NodeJS.Timeout | undefined;
  let state: 'idle' | 'started' | 'stopped' = 'idle';

  function runOnce(): Promise<Pass> {
    const running = pass();
    inFlight.add(running);
    const forget = () => inFlight.delete(running);
    running.then(forget, forget);
    return running;
  }

  function schedule(delayMs: number) {
    if (state !== 'started') return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    let full = false;
    try {
      full = wasFull(await runOnce());
    } catch (error) {
      log.error({ err: error }, `${name} pass failed`);
    }
    schedule(full ? 0 : pollIntervalMs);
  }

  return {
    start(delayMs = 0) {
      if (state !== 'idle') return;
      state = 'started';
      schedule(delayMs);
    },
    runOnce,
    async stop() {
      state = 'stopped';
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
  };
}
