import fp from 'fastify-plugin';

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
 * Runs the overdue-reminder job in this API instance (decision 144): a pass a minute after start-up
 * and then every hour, stopped before the app closes. Every instance runs it; a pass is idempotent
 * (one reminder per invoice and period, decided by the mail outbox's unique index), so several
 * instances and restarts send nothing twice, and the mail worker sends what it queued.
 */
export const overdueRemindersPlugin = fp<OverdueRemindersOptions>(
  async (app, { run, intervalMs = 60 * 60_000, firstPassMs = 60_000 }) => {
    const log = app.log.child({ component: 'overdue-reminders' });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    const pass = () => {
      running = run()
        .then((queued) => {
          if (queued > 0) log.info({ queued }, 'overdue reminders queued');
        })
        .catch((error: unknown) => log.error({ err: error }, 'overdue reminders failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    };
    const schedule = (ms: number) => {
      timer = setTimeout(pass, ms);
      timer.unref();
    };
    app.addHook('onReady', async () => schedule(firstPassMs));
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'partline-overdue-reminders', dependencies: ['partline-db'] },
);
