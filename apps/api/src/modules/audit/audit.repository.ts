import { count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** An `audit_log` row. */
export type AuditRow = typeof auditLog.$inferSelect;
/** The database or a transaction in it. */
type Executor = Database | Transaction;

/** Which entries, and which page of them. */
export interface AuditListFilter {
  action?: string | undefined;
  limit: number;
  offset: number;
}

/** Entries newest first (`created_at` desc, then `id` desc), of one action when given. */
export function listAuditEntries(db: Executor, filter: AuditListFilter): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(filter.action ? eq(auditLog.action, filter.action) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** How many entries there are, of one action when given. */
export async function countAuditEntries(db: Executor, action?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined);
  return row?.total ?? 0;
}
