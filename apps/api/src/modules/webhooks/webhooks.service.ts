import {
  MAX_WEBHOOK_ENDPOINTS_PER_OWNER,
  WEBHOOK_MESSAGES,
  type CreateWebhookEndpointInputSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@partline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database, Executor } from '../../db/client.js';
import { ownerCompanyId } from '../../db/integration-owner.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import { destinationProblem } from '../../webhooks/post-json.js';
import { newWebhookSecret } from '../../webhooks/sign.js';
import {
  deleteEndpoint,
  findEndpoint,
  findWaitingTest,
  insertDelivery,
  insertEndpoint,
  listDeliveries,
  lockAndCountEndpoints,
  listEndpoints,
  requeueDelivery,
  type EndpointOwner,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository.js';

/** Deliveries a log shows. */
const LOG_SIZE = 100;

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEndpoint['events'],
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType as WebhookDelivery['eventType'],
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

/** The owner's endpoints, newest first. */
export async function getEndpoints(db: Database, owner: EndpointOwner) {
  return (await listEndpoints(db, owner)).map(toEndpoint);
}

/**
 * Adds an endpoint for `owner`, created by `actor` (decision 192), recorded as
 * `webhook_endpoint.create` in the same transaction (its URL, events and owner; never the secret);
 * answers it with its signing secret, this once. Its destination gets the delivery's check up
 * front, and an owner has at most {@link MAX_WEBHOOK_ENDPOINTS_PER_OWNER} live endpoints
 * (decision 294).
 * @throws ValidationError `url`: 'Destination not allowed' (loopback, private or link-local, unless
 *   `allowPrivate`); ConflictError when the owner already has the most endpoints.
 */
export async function addEndpoint(
  db: Database,
  owner: EndpointOwner,
  actor: AuditActor,
  input: z.output<typeof CreateWebhookEndpointInputSchema>,
  { allowPrivate, log }: { allowPrivate: boolean; log: FastifyBaseLogger },
) {
  const refused = await destinationProblem(input.url, allowPrivate);
  if (refused) {
    // The reason stays in the server's log: which names resolve inside is not the client's.
    log.info({ detail: refused.detail }, 'webhook destination refused at registration');
    throw new ValidationError(
      { url: [WEBHOOK_MESSAGES.destinationNotAllowed] },
      WEBHOOK_MESSAGES.destinationNotAllowed,
    );
  }
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    if ((await lockAndCountEndpoints(tx, owner)) >= MAX_WEBHOOK_ENDPOINTS_PER_OWNER) {
      throw new ConflictError(WEBHOOK_MESSAGES.tooManyEndpoints(MAX_WEBHOOK_ENDPOINTS_PER_OWNER));
    }
    const endpoint = await insertEndpoint(tx, {
      userId: actor.id,
      companyId: ownerCompanyId(owner),
      url: input.url,
      events: input.events,
      secret,
    });
    await recordAudit(tx, actor, {
      action: 'webhook_endpoint.create',
      targetType: 'webhook_endpoint',
      targetId: endpoint.id,
      targetLabel: endpoint.url,
      before: null,
      after: { url: endpoint.url, events: endpoint.events, ...owner },
    });
    return endpoint;
  });
  return { endpoint: toEndpoint(row), secret };
}

/**
 * Records, in the transaction that removed it, that an endpoint was removed
 * (`webhook_endpoint.remove`), with why when it was not its owner's choice (`reason`: the
 * membership changed, the password was reset or changed; decisions 293, 294).
 */
export async function recordEndpointRemoved(
  tx: Executor,
  actor: AuditActor,
  endpoint: { id: string; url: string; deletedAt: Date | null },
  reason?: string,
): Promise<void> {
  await recordAudit(tx, actor, {
    action: 'webhook_endpoint.remove',
    targetType: 'webhook_endpoint',
    targetId: endpoint.id,
    targetLabel: endpoint.url,
    before: { deletedAt: null },
    after: {
      deletedAt: (endpoint.deletedAt ?? new Date()).toISOString(),
      ...(reason === undefined ? {} : { reason }),
    },
  });
}

/**
 * Removes the owner's endpoint as `actor`, recorded as `webhook_endpoint.remove`: nothing more is
 * queued for it; its log stays. Removing one that another request removed meanwhile records
 * nothing more.
 * @throws NotFoundError 'Webhook endpoint not found'.
 */
export async function removeEndpoint(
  db: Database,
  owner: EndpointOwner,
  actor: AuditActor,
  id: string,
) {
  const row = isRowId(id) ? await findEndpoint(db, owner, id) : undefined;
  if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const removed = await deleteEndpoint(tx, id);
    if (removed) await recordEndpointRemoved(tx, actor, removed);
  });
  return toEndpoint(row);
}

/** The delivery log: the latest 100 deliveries to the owner's endpoints, newest first. */
export async function getDeliveries(db: Database, owner: EndpointOwner) {
  return (await listDeliveries(db, owner, LOG_SIZE)).map(toDelivery);
}

/**
 * Sends a delivery again (the log's resend button): queued now, retried for another day.
 * @throws NotFoundError 'Delivery not found'.
 */
export async function resendDelivery(db: Database, owner: EndpointOwner, id: string) {
  const row = isRowId(id) ? await requeueDelivery(db, owner, id) : undefined;
  if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
  return toDelivery(row);
}

/**
 * Sends a test event to the owner's endpoint (its "Send test event" button): a `ping` delivery,
 * `{ type: 'ping', timestamp, data: { endpointId, url } }`, queued now and sent by the webhook
 * worker as any event (signed with the endpoint's secret, the destination checked, retried for a
 * day, in the log). While one is waiting or being sent, answers that one: a button held down
 * sends one request, not many. Under the owner's endpoint lock, so that two clicks at once queue
 * one.
 * @throws NotFoundError 'Webhook endpoint not found' (unknown, removed, or another owner's).
 */
export async function sendTestEvent(db: Database, owner: EndpointOwner, id: string) {
  const endpoint = isRowId(id) ? await findEndpoint(db, owner, id) : undefined;
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  const row = await db.transaction(async (tx) => {
    await lockAndCountEndpoints(tx, owner);
    const waiting = await findWaitingTest(tx, endpoint.id);
    if (waiting) return waiting;
    return insertDelivery(tx, {
      endpointId: endpoint.id,
      eventType: 'ping',
      payload: {
        type: 'ping',
        timestamp: new Date().toISOString(),
        data: { endpointId: endpoint.id, url: endpoint.url },
      },
    });
  });
  return toDelivery(row);
}
