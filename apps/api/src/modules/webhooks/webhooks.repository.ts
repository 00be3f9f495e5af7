import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { newestFirst, ownedBy, type IntegrationOwner } from '../../db/integration-owner.js';
import { findAll, findOne, insertOne, updateOne } from '../../db/rows.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';

/** A stored endpoint. */
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
/** A stored delivery. */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Whose endpoints: a company's, or a client's own. */
export type EndpointOwner = IntegrationOwner;

/** The owner's endpoints that are not deleted. */
const liveOf = (owner: EndpointOwner) =>
  and(isNull(webhookEndpoints.deletedAt), ownedBy(webhookEndpoints, owner));

/** The owner's endpoints, newest first. */
export function listEndpoints(db: Database, owner: EndpointOwner): Promise<WebhookEndpointRow[]> {
  return findAll(db, webhookEndpoints, liveOf(owner), newestFirst(webhookEndpoints));
}

/** The owner's endpoint of this id. */
export function findEndpoint(
  db: Database,
  owner: EndpointOwner,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  return findOne(db, webhookEndpoints, and(liveOf(owner), eq(webhookEndpoints.id, id)));
}

/**
 * Waits for, then holds until `tx` ends, the owner's endpoint lock (a transaction-scoped advisory
 * lock), and answers how many live endpoints the owner has: two concurrent registrations count one
 * after the other, so "at most N" holds on every instance.
 */
export async function lockAndCountEndpoints(
  tx: Transaction,
  owner: EndpointOwner,
): Promise<number> {
  const key = 'companyId' in owner ? `company:${owner.companyId}` : `user:${owner.userId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${key}`}))`);
  const [row] = await tx
    .select({ live: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(liveOf(owner));
  return row?.live ?? 0;
}

/** Inserts an endpoint and answers it. */
export function insertEndpoint(
  db: Database | Transaction,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  return insertOne(db, webhookEndpoints, values, 'webhook endpoint');
}

/**
 * Marks the endpoint deleted: it gets nothing more; its log stays. Answers it, or `undefined` when
 * it was deleted already.
 */
export async function deleteEndpoint(
  db: Executor,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ deletedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
    .returning();
  return row;
}

/**
 * Marks deleted, in one statement, every live endpoint `userId` made for `companyId` (`null`: the
 * endpoints they made as a client in no company): what a membership granted ends with it
 * (decision 293). Their queued deliveries are then given up by the worker. Answers the endpoints.
 */
export function deleteEndpointsMadeBy(
  tx: Executor,
  userId: string,
  companyId: string | null,
): Promise<WebhookEndpointRow[]> {
  return tx
    .update(webhookEndpoints)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.userId, userId),
        companyId === null
          ? isNull(webhookEndpoints.companyId)
          : eq(webhookEndpoints.companyId, companyId),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .returning();
}

/** The latest `limit` deliveries to the owner's endpoints, newest first. */
export async function listDeliveries(
  db: Database,
  owner: EndpointOwner,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  const endpoints = (await listEndpoints(db, owner)).map((endpoint) => endpoint.id);
  if (endpoints.length === 0) return [];
  return db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpoints))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Queues a delivery of the owner's endpoints again, now; answers it, or `undefined`. */
export async function requeueDelivery(
  db: Database,
  owner: EndpointOwner,
  id: string,
): Promise<WebhookDeliveryRow | undefined> {
  const endpoints = (await listEndpoints(db, owner)).map((endpoint) => endpoint.id);
  if (endpoints.length === 0) return undefined;
  return updateOne(
    db,
    webhookDeliveries,
    { status: 'pending', nextAttemptAt: new Date(), createdAt: new Date() },
    and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.endpointId, endpoints)),
  );
}

/**
 * Deletes at most `limit` deliveries that are over (delivered, or failed for good) and were
 * created before `before`, oldest first, in one statement (decision 221); answers how many.
 * Pending and sending deliveries are never purged.
 */
export async function purgeFinishedDeliveries(
  db: Database,
  before: Date,
  limit: number,
): Promise<number> {
  const purged = await db.execute(sql`
    DELETE FROM ${webhookDeliveries} WHERE id IN (
      SELECT id FROM ${webhookDeliveries}
      WHERE created_at < ${before.toISOString()}::timestamptz
        AND status IN ('delivered', 'failed')
      ORDER BY created_at LIMIT ${limit}
    ) RETURNING 1`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (purged as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Marks every live endpoint `userId` created (their own and those they made for a company)
 * deleted now: nothing more is queued for them and queued deliveries are not sent; their logs
 * stay. Answers the endpoints it deleted.
 */
export function deleteEndpointsCreatedBy(
  tx: Transaction,
  userId: string,
): Promise<{ id: string; url: string; deletedAt: Date | null }[]> {
  return tx
    .update(webhookEndpoints)
    .set({ deletedAt: new Date() })
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.deletedAt)))
    .returning({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      deletedAt: webhookEndpoints.deletedAt,
    });
}

/**
 * The endpoint's test delivery (`ping`) that is still waiting or being sent, or `undefined`.
 */
export function findWaitingTest(
  db: Executor,
  endpointId: string,
): Promise<WebhookDeliveryRow | undefined> {
  return findOne(
    db,
    webhookDeliveries,
    and(
      eq(webhookDeliveries.endpointId, endpointId),
      eq(webhookDeliveries.eventType, 'ping'),
      inArray(webhookDeliveries.status, ['pending', 'sending']),
    ),
  );
}

/** Queues a delivery of `payload` to the endpoint, due now; answers it. */
export function insertDelivery(
  db: Executor,
  values: { endpointId: string; eventType: string; payload: Record<string, unknown> },
): Promise<WebhookDeliveryRow> {
  return insertOne(db, webhookDeliveries, values, 'webhook delivery');
}
