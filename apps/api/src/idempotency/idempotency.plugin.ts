import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IdempotencyKeySchema,
} from '@partline/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, ConflictError, ValidationError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level answer fields not kept for replays of this route (decision 191): a replay answers
     * them as `null` (an API key's secret is shown once).
     */
    idempotencyRedact?: readonly string[];
  }
}

/** What a claimed key is, for the answer to be stored under it. */
interface Claim {
  ownerId: string;
  key: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** How long a request waits for one in flight with the same key before a 409, ms. */
const WAIT_MS = 15_000;
/** How often it looks, ms. */
const POLL_MS = 40;
/** A key claimed longer ago than this without an answer was abandoned (a crash), ms. */
const ABANDONED_MS = 60_000;

/** JSON with object keys sorted: the same body the same text, whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a request: method, path with query, and its parsed body without the
 * confirming `currentPassword` (decision 294): a hash of a password is not kept, even salted with
 * the rest of the body.
 */
function fingerprintOf(request: FastifyRequest): string {
  const body =
    request.body && typeof request.body === 'object' && 'currentPassword' in request.body
      ? { ...request.body, currentPassword: undefined }
      : request.body;
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonical(body)}`)
    .digest('hex');
}

/** Whether a route creates something: a POST whose schema answers 201. */
function createsSomething(request: FastifyRequest): boolean {
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  return request.method === 'POST' && response !== undefined && '201' in response;
}

/**
 * `Idempotency-Key` on every POST that creates something (decision 191): a POST whose schema
 * answers 201, sent by a signed-in caller (session or API key) with the header. The first request
 * with a key claims it (a row of `idempotency_keys` with the request's fingerprint) and runs; its
 * successful answer is stored. The same key and body again answer that stored answer (same status
 * and body, `Idempotent-Replayed: true`) and run nothing; the same key with another method, path
 * or body is a 422 `idempotency_key_reused`. A request that finds the key claimed and not answered
 * yet waits for the answer (up to 15 s, then 409), so concurrent retries create one thing. A
 * refused or failed request (4xx, 5xx) gives its key back: a retry runs again. Keys are per
 * caller. Runs after validation (a malformed request claims nothing) and after identity.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    const db = () => app.database.db;

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (header === undefined || !request.user || !createsSomething(request)) return;
      const parsed = IdempotencyKeySchema.safeParse(header);
      if (!parsed.success) {
        throw new ValidationError({ 'idempotency-key': [IDEMPOTENCY_MESSAGES.badKey] });
      }
      const ownerId = request.user.id;
      const key = parsed.data;
      const fingerprint = fingerprintOf(request);
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const claimed = await db()
          .insert(idempotencyKeys)
          .values({ ownerId, key, fingerprint })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length > 0) {
          claims.set(request, { ownerId, key });
          return;
        }
        const [row] = await db()
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key)));
        if (!row) continue; // given back meanwhile: claim it again
        if (row.fingerprint !== fingerprint) {
          throw new AppError(422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
        }
        if (row.status !== null) {
          return reply
            .code(row.status)
            .header('content-type', row.contentType ?? 'application/json; charset=utf-8')
            .header('idempotent-replayed', 'true')
            .send(row.body);
        }
        if (Date.now() - row.createdAt.getTime() > ABANDONED_MS) {
          // Claimed by a request that never answered (its process died): take it over.
          const taken = await db()
            .update(idempotencyKeys)
            .set({ createdAt: new Date() })
            .where(
              and(
                eq(idempotencyKeys.ownerId, ownerId),
                eq(idempotencyKeys.key, key),
                isNull(idempotencyKeys.status),
                lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_MS)),
              ),
            )
            .returning({ key: idempotencyKeys.key });
          if (taken.length > 0) {
            claims.set(request, { ownerId, key });
            return;
          }
        }
        if (Date.now() > deadline) throw new ConflictError(IDEMPOTENCY_MESSAGES.inProgress);
        await sleep(POLL_MS);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const where = and(
        eq(idempotencyKeys.ownerId, claim.ownerId),
        eq(idempotencyKeys.key, claim.key),
      );
      if (reply.statusCode >= 400 || typeof payload !== 'string') {
        await db().delete(idempotencyKeys).where(where);
        return payload;
      }
      let body = payload;
      const redact = request.routeOptions.config?.idempotencyRedact;
      if (redact?.length) {
        const parsed = JSON.parse(payload) as Record<string, unknown>;
        for (const field of redact) if (field in parsed) parsed[field] = null;
        body = JSON.stringify(parsed);
      }
      const contentType = reply.getHeader('content-type');
      await db()
        .update(idempotencyKeys)
        .set({
          status: reply.statusCode,
          body,
          contentType: typeof contentType === 'string' ? contentType : null,
        })
        .where(where);
      return payload;
    });
  },
  { name: 'partline-idempotency', dependencies: ['partline-identity', 'partline-db'] },
);

/** How long a key is kept, hours (Stripe keeps its keys 24 hours): a retry comes within minutes. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * Deletes at most `limit` keys claimed before `before` (answered or abandoned), oldest first, in one
 * statement (decision 221); answers how many. Checkout, quote requests and quote acceptance keep
 * their own unique index as the lasting guard against a late replay (decision 191).
 */
export async function purgeIdempotencyKeys(
  db: Database,
  before: Date,
  limit: number,
): Promise<number> {
  const purged = await db.execute(sql`
    DELETE FROM ${idempotencyKeys} WHERE (owner_id, key) IN (
      SELECT owner_id, key FROM ${idempotencyKeys}
      WHERE created_at < ${before.toISOString()}::timestamptz
      ORDER BY created_at LIMIT ${limit}
    ) RETURNING 1`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (purged as unknown as { rows: unknown[] }).rows.length;
}
