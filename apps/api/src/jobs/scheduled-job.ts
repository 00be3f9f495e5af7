import type { FastifyInstance } from 'fastify';
import { pollingLoop } from './polling-loop.js';

/** A job of the flows that an API instance runs on a timer (unpaid holds, quote expiry, …). */
export interface ScheduledJob<Pass> {
  /** One pass now (tests, operators); rejects when the pass fails. */
  runOnce(): Promise<Pass>;
}

/** How {@link scheduleJob} runs a job. */
export interface ScheduleOptions<Pass> {
  /** The log's `component` and the name in the line of a failed pass, e.g. 'quote-expiry'. */
  name: string;
  /** Pause between passes while nothing more is due, ms. */
  intervalMs: number;
  /** From the app being ready to the first pass, ms (default 0). */
  firstPassMs?: number;
  /** Run on the timer (default true; off: only {@link ScheduledJob.runOnce}). */
  autoStart?: boolean;
  /** A pass that did a full batch: the next starts at once (default: never). */
  wasFull?: (pass: Pass) => boolean;
  /** What a pass logs at info level, or `null` for nothing (e.g. when it did nothing). */
  report?: (pass: Pass) => { fields: Record<string, unknown>; message: string } | null;
}

/**
 * Runs `pass` in this API instance as the mail worker runs (decision 062): the first pass
 * `firstPassMs` after the app is ready, then every `intervalMs`, at once again after a full
 * batch; a failed pass is logged and the timer goes on; stopped, and the pass in flight awaited,
 * before the app closes its database. Every instance runs its jobs: each pass must be safe beside
 * another instance's (`SKIP LOCKED` claims, unique indexes, idempotent deletes).
 */
export function scheduleJob<Pass>(
  app: FastifyInstance,
  pass: () => Promise<Pass>,
  options: ScheduleOptions<Pass>,
): ScheduledJob<Pass> {
  const log = app.log.child({ component: options.name });
  const loop = pollingLoop(
    async () => {
      const result = await pass();
      const report = options.report?.(result);
      if (report) log.info(report.fields, report.message);
      return result;
    },
    {
      pollIntervalMs: options.intervalMs,
      wasFull: options.wasFull ?? (() => false),
      log,
      name: options.name,
    },
  );
  if (options.autoStart ?? true) {
    app.addHook('onReady', async () => loop.start(options.firstPassMs ?? 0));
  }
  app.addHook('preClose', () => loop.stop());
  // Its lag and passes in `/metrics` when the operator turned them on (decision 332).
  if (app.hasDecorator('metrics')) app.metrics.watchJob(options.name, loop.status);
  return { runOnce: loop.runOnce };
}
