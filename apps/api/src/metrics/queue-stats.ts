import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { mailJobs, webhookDeliveries } from '../db/schema/index.js';

/** The durable queues of our own whose backlog `/metrics` shows (decision 333). */
export const WATCHED_QUEUES = ['mail', 'webhook'] as const;

/** One of {@link WATCHED_QUEUES}: the `queue` label. */
export type WatchedQueue = (typeof WATCHED_QUEUES)[number];

/** A queue's backlog at one moment. */
export interface QueueBacklog {
  /** Jobs not yet done: pending (due or backing off) and being sent. */
  readonly jobs: number;
  /** Age of the oldest of them, from its creation, seconds; 0 when there is none. */
  readonly oldestAgeSeconds: number;
}

/** How long one reading of the backlogs serves scrapes, ms. */
export const QUEUE_STATS_MAX_AGE_MS = 5_000;

/**
 * One COUNT and MIN over the rows still to do, which the queue's own index of due rows covers
 * (`mail_jobs_due_idx` is partial on exactly these statuses; `webhook_deliveries_due_idx` leads
 * with `status`), so the cost follows the backlog, not the history of sent rows.
 */
async function backlogOf(db: Database, status: PgColumn, createdAt: PgColumn, table: PgTable) {
  const waiting: SQL = sql`${status} in ('pending', 'sending')`;
  const [row] = await db
    .select({
      jobs: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number | null>`extract(epoch from now() - min(${createdAt}))::float8`,
    })
    .from(table)
    .where(waiting);
  return { jobs: row?.jobs ?? 0, oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0) };
}

/**
 * The backlog of the mail queue (decision 062) and of the webhook deliveries (decision 192), read
 * at scrape time and kept {@link QUEUE_STATS_MAX_AGE_MS}, so that scrapes from several Prometheus
 * servers (or a fast scrape interval) cost one reading; concurrent scrapes share one.
 * @returns a function that answers the backlogs, rejecting when the database does not answer.
 */
export function queueStatsReader(
  db: () => Database,
  now: () => number = Date.now,
): () => Promise<Record<WatchedQueue, QueueBacklog>> {
  let kept: { readAt: number; value: Promise<Record<WatchedQueue, QueueBacklog>> } | undefined;
  return () => {
    const at = now();
    if (kept && at - kept.readAt < QUEUE_STATS_MAX_AGE_MS) return kept.value;
    const value = Promise.all([
      backlogOf(db(), mailJobs.status, mailJobs.createdAt, mailJobs),
      backlogOf(db(), webhookDeliveries.status, webhookDeliveries.createdAt, webhookDeliveries),
    ]).then(([mail, webhook]) => ({ mail, webhook }));
    const reading = { readAt: at, value };
    kept = reading;
    // A failed reading is not kept: the next scrape tries again.
    value.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return value;
  };
}
