import {
  type AuditAction,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditTargetType,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
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
 * `GET /admin/audit-log` (admin): one page of entries, newest first, of one action when asked,
 * with the number of matching entries and pages. A page past the end is empty.
 */
export async function getAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const { action, page, pageSize } = query;
  const [rows, total] = await Promise.all([
    listAuditEntries(db, { action, limit: pageSize, offset: (page - 1) * pageSize }),
    countAuditEntries(db, action),
  ]);
  return {
    entries: rows.map(toAuditEntry),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
