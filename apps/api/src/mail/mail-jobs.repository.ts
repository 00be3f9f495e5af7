import { DEFAULT_LOCALE, type Locale } from '@partline/shared';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { claimBatch, updateCount } from '../db/rows.js';
import { mailJobs, users } from '../db/schema/index.js';

/** A `mail_jobs` row. */
export type MailJobRow = typeof mailJobs.$inferSelect;
/** Values of a new mail job. */
export type NewMailJobRow = typeof mailJobs.$inferInsert;
/** One of the e-mails the shop sends through the queue. */
export type MailJobKind = MailJobRow['kind'];

/** Queues an e-mail; call it inside the transaction of the change it reports. */
export async function insertMailJob(tx: Executor, values: NewMailJobRow): Promise<void> {
  await tx.insert(mailJobs).values(values);
}

/**
 * Queues an e-mail unless the same kind, order and period was queued before; answers whether it
 * was queued now (the overdue reminders, decision 144).
 */
export async function insertMailJobOnce(db: Executor, values: NewMailJobRow): Promise<boolean> {
  const rows = await db
    .insert(mailJobs)
    .values(values)
    .onConflictDoNothing({ target: [mailJobs.kind, mailJobs.orderId, mailJobs.period] })
    .returning({ id: mailJobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs in one statement: pending ones whose `next_attempt_at` has come,
 * and ones whose claim expired (a worker died while sending). Rows another worker is claiming are
 * skipped (`FOR UPDATE SKIP LOCKED`), so each job goes to one worker. A claimed job is `sending`
 * until `lockedUntil` (now + `leaseMs`), and its `attempts` is counted up: that number fences the
 * claim (see {@link markMailJobSent}).
 */
export function claimDueMailJobs(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<MailJobRow[]> {
  return claimBatch(db, mailJobs, {
    due: or(
      and(eq(mailJobs.status, 'pending'), lte(mailJobs.nextAttemptAt, sql`now()`)),
      and(eq(mailJobs.status, 'sending'), lte(mailJobs.lockedUntil, sql`now()`)),
    ),
    orderBy: [asc(mailJobs.nextAttemptAt)],
    limit,
    set: {
      status: 'sending',
      attempts: sql`${mailJobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    },
  });
}

/** Marks a claimed job sent; `false` when the claim was lost (expired and taken by another). */
export async function markMailJobSent(db: Database, job: MailJobRow): Promise<boolean> {
  const sent = { status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null } as const;
  return (await updateCount(db, mailJobs, sent, claimOf(job), mailJobs.id)) === 1;
}

/**
 * Puts a claimed job back after a failed attempt: `pending` again at now + `retryInMs`, or
 * `failed` for good when `retryInMs` is `null`.
 */
export async function markMailJobFailed(
  db: Database,
  job: MailJobRow,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(mailJobs)
    .set({
      status: retryInMs === null ? 'failed' : 'pending',
      nextAttemptAt:
        retryInMs === null
          ? job.nextAttemptAt
          : sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(claimOf(job));
}

/** This worker's claim of the job: still sending, and no other claim since. */
const claimOf = (job: MailJobRow) =>
  and(eq(mailJobs.id, job.id), eq(mailJobs.status, 'sending'), eq(mailJobs.attempts, job.attempts));

/**
 * The language a mail to `recipient` is written in (decision 328): the account's `users.locale`;
 * for several addresses (a company's admins, comma separated) Bangla only when every one of them
 * chose it; English for an address without an account.
 */
export async function recipientLocale(db: Executor, recipient: string): Promise<Locale> {
  const emails = recipient
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
  if (emails.length === 0) return DEFAULT_LOCALE;
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const chosen = new Map(rows.map((row) => [row.email.toLowerCase(), row.locale]));
  return emails.every((email) => chosen.get(email) === 'bn') ? 'bn' : DEFAULT_LOCALE;
}
