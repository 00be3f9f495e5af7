import {
  AUDIT_TOTAL_MAX,
  type AuditAction,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditTargetType,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { decodeInstantCursor, pageStartOf, toKeysetPage } from '../../keyset-page.js';
import { countAuditEntries, listAuditEntries, type AuditRow } from './audit.repository.js';

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    targetType: row.targetType as AuditTargetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
    ip: row.ip,
  };
}

/**
 * `GET /admin/audit-log` (admin; decisions 068, 217): one page of entries, newest first, of one
 * action when asked, from `page` or after a `cursor`, with the number of matching entries (up to
 * `AUDIT_TOTAL_MAX`, `totalCapped` beyond) and pages, and the cursor of the next page. A page
 * past the end is empty.
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for a tampered cursor.
 */
export async function getAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const { action, page, pageSize } = query;
  const start = pageStartOf(query, decodeInstantCursor);
  const [rows, counted] = await Promise.all([
    listAuditEntries(db, { action, limit: pageSize + 1, ...start }),
    countAuditEntries(db, action, AUDIT_TOTAL_MAX),
  ]);
  const { items, nextCursor } = toKeysetPage(rows, pageSize, (row) => [row.createdAtKey, row.id]);
  const total = Math.min(counted, AUDIT_TOTAL_MAX);
  return {
    entries: items.map(toAuditEntry),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    totalCapped: counted > AUDIT_TOTAL_MAX,
    nextCursor,
  };
}
