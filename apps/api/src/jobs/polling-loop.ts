import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';

/** A queue worker's loop: passes on a timer once started, or one at a time on demand. */
export interface PollingLoop<Pass> {
  /** Starts polling, the first pass after `delayMs` (default 0; nothing when started or stopped). */
  start(delayMs?: number): void;
  /** One pass now. */
  runOnce(): Promise<Pass>;
  /** Stops polling and waits for the passes in flight. */
  stop(): Promise<void>;
  /** Where the timer's passes stand, for `/metrics` (decision 332). */
  status(): LoopStatus;
}

/** The timer's passes of a {@link PollingLoop} (passes of `runOnce` are not counted). */
export interface LoopStatus {
  /** When the next pass is (or the running one was) due, ms since the epoch; none before start. */
  readonly dueAt: number | undefined;
  /** When the last pass that did not fail ended, ms since the epoch. */
  readonly lastSuccessAt: number | undefined;
  /** Passes that ended without failing. */
  readonly succeeded: number;
  /** Passes that failed (and were logged). */
  readonly failed: number;
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
  let dueAt: number | undefined;
  let lastSuccessAt: number | undefined;
  let succeeded = 0;
  let failed = 0;

  function runOnce(): Promise<Pass> {
    const running = pass();
    inFlight.add(running);
    const forget = () => inFlight.delete(running);
    running.then(forget, forget);
    return running;
  }

  function schedule(delayMs: number) {
    if (state !== 'started') return;
    dueAt = Date.now() + delayMs;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    let full = false;
    try {
      full = wasFull(await runOnce());
      succeeded += 1;
      lastSuccessAt = Date.now();
    } catch (error) {
      failed += 1;
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
    status: () => ({
      dueAt: state === 'started' ? dueAt : undefined,
      lastSuccessAt,
      succeeded,
      failed,
    }),
  };
}

/** What one pass of a {@link batchQueueLoop} did: jobs claimed, handled (named `Done`) and failed. */
export type BatchPass<Done extends string> = { claimed: number; failed: number } & Record<
  Done,
  number
>;

/**
 * The loop of a queue worker that claims its due jobs in batches (the mail worker, decision 062;
 * the webhook worker, decision 192): each pass claims at most `batchSize` jobs and handles them,
 * at most `concurrency` at a time (default 1: one by one), counting each as `done` (its handler
 * answered `true`) or failed; a full batch may mean more is due, so the next pass starts at once.
 * Handling several at once keeps a worker's share of a busy process: each job's waits (database,
 * SMTP) overlap instead of queueing one after another behind the requests (decision 340).
 */
export function batchQueueLoop<Job, Done extends string>({
  claim,
  handle,
  done,
  batchSize,
  concurrency = 1,
  pollIntervalMs,
  log,
  name,
}: {
  /** Claims at most `batchSize` due jobs. */
  claim: () => Promise<Job[]>;
  /** Handles one claimed job: `true` when it is done, `false` when it failed; never throws. */
  handle: (job: Job) => Promise<boolean>;
  /** The name of the count of jobs done in a pass, e.g. 'sent'. */
  done: Done;
  batchSize: number;
  /** Jobs of a pass handled at the same time, at least 1. */
  concurrency?: number;
  pollIntervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  name: string;
}): PollingLoop<BatchPass<Done>> {
  const limit = pLimit(Math.max(1, concurrency));
  async function pass(): Promise<BatchPass<Done>> {
    const jobs = await claim();
    const outcomes = await Promise.all(jobs.map((job) => limit(() => handle(job))));
    const succeeded = outcomes.filter(Boolean).length;
    const counts = { claimed: jobs.length, [done]: succeeded, failed: jobs.length - succeeded };
    return counts as BatchPass<Done>;
  }
  return pollingLoop(pass, {
    pollIntervalMs,
    wasFull: (result) => result.claimed === batchSize,
    log,
    name,
  });
}
