import type { FastifyBaseLogger } from 'fastify';
import { batchQueueLoop, type BatchPass } from '../jobs/polling-loop.js';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companyMembers, webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { DestinationNotAllowedError, postJson } from './post-json.js';
import { signedHeaders } from './sign.js';

/** How the webhook worker runs (decision 192). */
export interface WebhookWorkerOptions {
  /** Poll on a timer once the app is ready (off: only {@link WebhookWorker.runOnce}). */
  autoStart: boolean;
  pollIntervalMs: number;
  batchSize: number;
  /** Wait before the next attempt after `failedAttempts` failures, ms. */
  retryDelayMs: (failedAttempts: number) => number;
  /** How long deliveries are retried after the event, ms (a day). */
  retryForMs: number;
  /** How long a claim lasts, ms: longer than a request's timeout. */
  leaseMs: number;
  /** A receiver's answer is awaited this long, ms. */
  timeoutMs: number;
  /** Deliver to loopback, private and link-local addresses too (`WEBHOOK_ALLOW_PRIVATE_URLS`). */
  allowPrivateAddresses: boolean;
  /** Deliveries in flight to one host at once ({@link WEBHOOK_MAX_IN_FLIGHT_PER_HOST}). */
  maxInFlightPerHost: number;
}

/**
 * Deliveries in flight to one destination host at once, over every instance (decision 294): a
 * burst of events to many endpoints on one host is sent a few at a time, not all at once.
 */
export const WEBHOOK_MAX_IN_FLIGHT_PER_HOST = 5;

/** Exponential backoff: 10 s, 20 s, 40 s … at most one hour, ms. */
export function webhookBackoffMs(failedAttempts: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, failedAttempts - 1));
}

export const DEFAULT_WEBHOOK_WORKER_OPTIONS: WebhookWorkerOptions = {
  autoStart: true,
  pollIntervalMs: 2_000,
  batchSize: 20,
  retryDelayMs: webhookBackoffMs,
  retryForMs: 24 * 3_600_000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  allowPrivateAddresses: false,
  maxInFlightPerHost: WEBHOOK_MAX_IN_FLIGHT_PER_HOST,
};

/** What one pass did: deliveries claimed, delivered and failed. */
export type WebhookWorkerPass = BatchPass<'delivered'>;

/** Delivers the queued webhook deliveries. */
export interface WebhookWorker {
  start(): void;
  runOnce(): Promise<WebhookWorkerPass>;
  stop(): Promise<void>;
}

/**
 * The `lastError` of a delivery to an endpoint whose creator no longer holds what made it
 * (decision 293): a company's endpoint whose creator is not that company's admin any more, or a
 * client's own whose creator has joined or founded a company. Nothing is sent.
 */
export const ENDPOINT_NOT_AUTHORISED = 'endpoint no longer authorised';

/**
 * The endpoint of a delivery with its creator's membership, read at each attempt: a company's
 * endpoint delivers only while its creator is an admin of that company, a client's own only while
 * they are in no company (decision 293), whatever path changed the membership.
 */
function endpointOf(db: Database, endpointId: string) {
  return db
    .select({
      endpoint: webhookEndpoints,
      memberCompanyId: companyMembers.companyId,
      memberRole: companyMembers.role,
    })
    .from(webhookEndpoints)
    .leftJoin(companyMembers, eq(companyMembers.userId, webhookEndpoints.userId))
    .where(eq(webhookEndpoints.id, endpointId));
}

/** The Standard Webhooks message id of a delivery. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

/**
 * The webhook worker of one API instance (decision 192), as the mail worker (decision 062):
 * claims due deliveries (`pending` whose time has come, or `sending` whose claim expired) with
 * `FOR UPDATE SKIP LOCKED`, POSTs each signed to its endpoint, marks a 2xx `delivered`, anything
 * else (or no answer) `pending` again after `retryDelayMs(attempts)`, and `failed` once the event
 * is older than `retryForMs`. Never runs inside a request.
 */
export function createWebhookWorker({
  db,
  log,
  options = {},
}: {
  db: Database;
  log: FastifyBaseLogger;
  options?: Partial<WebhookWorkerOptions>;
}): WebhookWorker {
  const settings = { ...DEFAULT_WEBHOOK_WORKER_OPTIONS, ...options };

  async function claim() {
    return db.transaction(async (tx) => {
      const now = new Date();
      const leaseStart = new Date(now.getTime() - settings.leaseMs);
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            or(
              and(
                eq(webhookDeliveries.status, 'pending'),
                lte(webhookDeliveries.nextAttemptAt, now),
              ),
              and(
                eq(webhookDeliveries.status, 'sending'),
                lt(webhookDeliveries.lastAttemptAt, leaseStart),
              ),
            ),
            withinHostLimit(now, leaseStart),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(settings.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(webhookDeliveries)
        .set({
          status: 'sending',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: now,
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /**
   * Due deliveries that keep their host within `maxInFlightPerHost`: ranked per
   * host, oldest due first, after the deliveries to that host whose claim still runs.
   */
  function withinHostLimit(now: Date, leaseStart: Date) {
    const at = now.toISOString();
    const lease = leaseStart.toISOString();
    return sql`${webhookDeliveries.id} IN (
      SELECT ranked.id FROM (
        SELECT d.id, h.host,
          row_number() OVER (PARTITION BY h.host ORDER BY d.next_attempt_at, d.id) AS nth
        FROM webhook_deliveries d
        JOIN webhook_endpoints e ON e.id = d.endpoint_id
        CROSS JOIN LATERAL (SELECT lower(substring(e.url from '^[A-Za-z]+://([^/:?#]+)')) AS host) h
        WHERE (d.status = 'pending' AND d.next_attempt_at <= ${at}::timestamptz)
           OR (d.status = 'sending' AND d.last_attempt_at < ${lease}::timestamptz)
      ) ranked
      WHERE ranked.nth + (
        SELECT count(*) FROM webhook_deliveries s
        JOIN webhook_endpoints se ON se.id = s.endpoint_id
        WHERE s.status = 'sending' AND s.last_attempt_at >= ${lease}::timestamptz
          AND lower(substring(se.url from '^[A-Za-z]+://([^/:?#]+)')) = ranked.host
      ) <= ${settings.maxInFlightPerHost}
    )`;
  }

  async function deliver(delivery: typeof webhookDeliveries.$inferSelect): Promise<boolean> {
    const [found] = await endpointOf(db, delivery.endpointId);
    const endpoint = found?.endpoint;
    const authorised =
      !!found &&
      (found.endpoint.companyId === null
        ? found.memberCompanyId === null
        : found.memberCompanyId === found.endpoint.companyId && found.memberRole === 'admin');
    const body = JSON.stringify(delivery.payload);
    let statusCode: number | null = null;
    let error: string;
    let refusedBecause: string | undefined;
    if (!endpoint || endpoint.deletedAt) {
      error = 'endpoint removed';
    } else if (!authorised) {
      error = ENDPOINT_NOT_AUTHORISED;
    } else {
      try {
        statusCode = await postJson(
          endpoint.url,
          {
            'content-type': 'application/json',
            'user-agent': 'Partline-Webhooks/1',
            ...signedHeaders(endpoint.secret, messageIdOf(delivery.id), body),
          },
          body,
          { timeoutMs: settings.timeoutMs, allowPrivate: settings.allowPrivateAddresses },
        );
        if (statusCode >= 200 && statusCode < 300) {
          await db
            .update(webhookDeliveries)
            .set({
              status: 'delivered',
              lastStatusCode: statusCode,
              lastError: null,
              deliveredAt: new Date(),
            })
            .where(eq(webhookDeliveries.id, delivery.id));
          return true;
        }
        error = `HTTP ${statusCode}`;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
        if (caught instanceof DestinationNotAllowedError) refusedBecause = caught.detail;
      }
    }
    const next = Date.now() + settings.retryDelayMs(delivery.attempts);
    const givenUp =
      !endpoint ||
      !!endpoint.deletedAt ||
      !authorised ||
      next > delivery.createdAt.getTime() + settings.retryForMs;
    await db
      .update(webhookDeliveries)
      .set({
        status: givenUp ? 'failed' : 'pending',
        lastStatusCode: statusCode,
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(next),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    log.warn(
      { delivery: delivery.id, statusCode, error, refusedBecause, givenUp },
      'webhook not delivered',
    );
    return false;
  }

  return batchQueueLoop({
    claim,
    handle: deliver,
    done: 'delivered',
    batchSize: settings.batchSize,
    pollIntervalMs: settings.pollIntervalMs,
    log,
    name: 'webhook worker',
  });
}
