import type { AuditAction, AuditTargetType } from '@partline/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/*
 * The write side of the audit log (decisions 068, 069): shared infrastructure, like the mail
 * queue, that a module's or a flow's transaction appends to. Reading the log is the audit module's
 * (`GET /admin/audit-log`).
 */

/**
 * The channel migration 0024's trigger notifies at the commit of every statement that appends to
 * `audit_log` (decision 285): every instance listens and drops its kept pages of the log.
 */
export const AUDIT_CHANNEL = 'partline_audit';

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
 * Appends the entry of an admin action (decision 068). Call it with the transaction `tx` of the
 * action itself, after the action's write succeeded: the entry commits or rolls back with it.
 */
export async function recordAudit(
  tx: Database | Transaction,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  // The only write the audit log allows: an append (decision 068).
  await tx.insert(auditLog).values({
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

/**
 * The statement that appends one entry per row of `entries` (decision 319): a set-based
 * {@link recordAudit} for a write of many targets at once, to end a statement whose earlier parts
 * (`WITH written AS (UPDATE … RETURNING …)`) did the write. `entries` is a `SELECT` of the columns
 * `target_id`, `target_label`, `before` and `after` (jsonb, money in Taka) in that order.
 */
export function recordAuditFrom(
  actor: AuditActor,
  action: AuditAction,
  targetType: AuditTargetType,
  entries: SQL,
): SQL {
  return sql`INSERT INTO ${auditLog} (actor_id, actor_email, action, target_type, target_id,
      target_label, before, after, request_id, ip)
    SELECT ${actor.id}, ${actor.email}, ${action}, ${targetType}, entry.target_id,
      entry.target_label, entry.before, entry.after, ${actor.requestId}, ${actor.ip}
    FROM (${entries}) AS entry (target_id, target_label, before, after)`;
}

const followersOf = new WeakMap<object, Set<() => void>>();

/**
 * Registers `drop` for {@link auditLogChanged} on `db` (a kept page of the log, decision 285).
 * Returns the function that removes it.
 */
export function followAuditLog(db: object, drop: () => void): () => void {
  let followers = followersOf.get(db);
  if (!followers) followersOf.set(db, (followers = new Set()));
  followers.add(drop);
  return () => followers.delete(drop);
}

/**
 * Drops what this process keeps of the audit log on `db` at once. Called after (never inside) a
 * request that acted as an {@link AuditActor}, so that the next read sees its entry without
 * waiting for the trigger's NOTIFY, which is what other instances hear (decision 285).
 */
export function auditLogChanged(db: object): void {
  for (const drop of followersOf.get(db) ?? []) drop();
}
