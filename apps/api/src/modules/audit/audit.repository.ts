import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { afterInstantCursor, instantKey } from '../../keyset-page.js';

/** An `audit_log` row. */
export type AuditRow = typeof auditLog.$inferSelect;
/** An `audit_log` row with the cursor key of its `created_at` (decision 210). */
export type AuditPageRow = AuditRow & { createdAtKey: string };
/** The database or a transaction in it. */
type Executor = Database | Transaction;

/**
 * Which entries, and where the page starts: `offset` entries in (page numbers), or after a
 * cursor's `[instant, id]` (decision 217).
 */
export type AuditListFilter = {
  action?: string | undefined;
  limit: number;
} & ({ offset: number } | { after: readonly [string, string] });

/**
 * Entries newest first (`created_at` desc, then `id` desc), of one action when given: a read of
 * `audit_log_created_idx` or `audit_log_action_created_idx` from the page's start.
 */
export function listAuditEntries(db: Executor, filter: AuditListFilter): Promise<AuditPageRow[]> {
  const query = db
    .select({ ...getTableColumns(auditLog), createdAtKey: instantKey(auditLog.createdAt) })
    .from(auditLog)
    .where(
      and(
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        'after' in filter
          ? afterInstantCursor(auditLog.createdAt, auditLog.id, filter.after, 'desc')
          : undefined,
      ),
    )
    // NULLS LAST as the indexes are built (a plain DESC means NULLS FIRST, which they cannot give).
    .orderBy(sql`${auditLog.createdAt} DESC NULLS LAST`, sql`${auditLog.id} DESC NULLS LAST`)
    .limit(filter.limit);
  return 'offset' in filter ? query.offset(filter.offset) : query;
}

/**
 * How many entries there are, of one action when given, counted up to `cap + 1`: the count reads
 * at most that many index entries however long the log grows (decision 217).
 */
export async function countAuditEntries(
  db: Executor,
  action: string | undefined,
  cap: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ total: count() }).from(matching);
  return row?.total ?? 0;
}

/**
 * The entries of `action` on one target, oldest first: a target's own history (an order's
 * incoterm changes, decision 323). Read through `audit_log_action_created_idx`, the target
 * checked on each entry of the action.
 */
export function auditEntriesOfTarget(
  db: Executor,
  target: { type: string; id: string },
  action: string,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.targetType, target.type),
        eq(auditLog.targetId, target.id),
      ),
    )
    .orderBy(auditLog.createdAt, auditLog.id);
}
