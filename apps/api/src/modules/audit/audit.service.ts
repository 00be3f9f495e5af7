import {
  toTaka,
  type AuditAction,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditTargetType,
} from '@partline/shared';
import type { Database, Transaction } from '../../db/client.js';
import type { OrderRow } from '../orders/orders.repository.js';
import type { ProductRow } from '../products/products.repository.js';
import {
  countAuditEntries,
  insertAuditEntry,
  listAuditEntries,
  type AuditRow,
} from './audit.repository.js';

/**
 * Who did an admin action, and from which request (see `auditActorOf` in the routes). The e-mail
 * is stored as it is now: the entry keeps it even if the account changes later.
 */
export interface AuditActor {
  id: string;
  email: string;
  /** Fastify's request id (the `x-request-id` answer header). */
  requestId: string | null;
  ip: string | null;
}

/** What one admin action did, to be recorded with {@link recordAudit}. */
export interface AuditChange {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** A name or e-mail people recognise, as it is now. */
  targetLabel: string;
  /** The target's fields before the action (`null`: it did not exist). Money in Taka. */
  before: Record<string, unknown> | null;
  /** The target's fields after the action (`null`: it is gone). Money in Taka. */
  after: Record<string, unknown> | null;
}

/**
 * Appends the entry of an admin action (issue 8 §6). Call it with the transaction `tx` of the
 * action itself, after the action's write succeeded: the entry commits or rolls back with it.
 */
export async function recordAudit(
  tx: Database | Transaction,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    targetLabel: change.targetLabel,
    before: change.before,
    after: change.after,
    requestId: actor.requestId,
    ip: actor.ip,
  });
}

/** The audited fields of a product: name, price (Taka), minimum order, stock and held pieces. */
export function productSnapshot(row: ProductRow): Record<string, unknown> {
  return {
    productName: row.name,
    productPrice: toTaka(row.pricePoisha),
    minOrder: row.minOrder,
    availableQuantity: row.availableQuantity,
    heldQuantity: row.heldQuantity,
  };
}

/** The audited fields of an order's state: status, flags and the delivery time. */
export function orderStateSnapshot(row: OrderRow): Record<string, unknown> {
  return {
    status: row.status,
    isPaid: row.isPaid,
    isDelivered: row.isDelivered,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The label of an order in the log: `<quantity> × <product> for <client e-mail>`. */
export function orderLabel(row: OrderRow): string {
  return `${row.quantity} × ${row.productName} for ${row.userEmail}`;
}

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
