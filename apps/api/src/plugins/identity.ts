import { API_KEY_HEADER, API_KEY_MESSAGES, type ApiKeyScope, type Role } from '@partline/shared';
import type { FastifyRequest } from 'fastify';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log.js';
import { AUTH_BASE_PATH } from '../auth/auth.js';
import { toFetchHeaders } from '../auth/headers.js';
import type { Database } from '../db/client.js';
import { apiKeys, companyMembers, sessions, users } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { openSessionCache } from './session-cache.js';

/** The signed-in caller, from the session cookie or `Authorization: Bearer <session token>`. */
export interface RequestUser {
  id: string;
  email: string;
  /** The display name. */
  name: string;
  role: Role;
  /** Photo URL, if any. */
  image: string | null;
}

/** The caller's better-auth session. */
export interface RequestSession {
  id: string;
  /** The session token: the cookie's value and what `Authorization: Bearer` carries. */
  token: string;
  expiresAt: Date;
}

/** The API key a request authenticated with (decision 190). */
export interface RequestApiKey {
  id: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** A preHandler that throws an `AppError` when the caller may not go on. */
export type AccessCheck = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API key needs to call this route (decision 190). A route without one is out
     * of every API key's reach: admin routes and account changes never get one.
     */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    /** The caller; `null` when signed out. Set for every `/api` request (see identityPlugin). */
    user: RequestUser | null;
    /** The caller's session; `null` when signed out. */
    authSession: RequestSession | null;
    /** The API key the caller authenticated with; `null` for a session or nobody. */
    apiKey: RequestApiKey | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `unauthorized` when signed out. */
    authenticate: AccessCheck;
    /** preHandler: 401 when signed out, 403 `forbidden` for a non-admin. */
    requireAdmin: AccessCheck;
  }
}

/** The header of spec §6 carrying the e-mail the web app believes is signed in. */
export const EMAIL_HEADER = 'email';

/** What identifies a session in a request: the session token, as stored in `sessions.token`. */
type SessionToken = string;

/** Length of better-call's cookie signature: base64 of an HMAC-SHA256, with its padding. */
const COOKIE_SIGNATURE_CHARS = 44;

function sameSignature(expected: Buffer, given: string): boolean {
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/**
 * The session token of a signed value `token.signature` (how better-auth signs its session
 * cookie: HMAC-SHA256 with the auth secret, base64; the bearer plugin also accepts base64url
 * without padding). `undefined` when the signature does not match.
 */
function verifySigned(value: string, secret: string): SessionToken | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  const mac = createHmac('sha256', secret).update(token).digest();
  if (signature.length === COOKIE_SIGNATURE_CHARS) {
    return sameSignature(Buffer.from(mac.toString('base64')), signature) ? token : undefined;
  }
  return sameSignature(Buffer.from(mac.toString('base64url')), signature) ? token : undefined;
}

/** The decoded value of cookie `name` in a `Cookie` header. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The session token a request carries, as better-auth reads it: `Authorization: Bearer` (a raw
 * session token, or a signed one) wins; else the signed session cookie. A bad signature counts
 * as no token.
 */
function sessionTokenOf(
  request: FastifyRequest,
  cookieName: string,
  secret: string,
): SessionToken | undefined {
  const authorization = request.headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const bearer = authorization.slice(7).trim();
    if (bearer && !bearer.includes('.')) return bearer;
    const token = bearer ? verifySigned(bearer, secret) : undefined;
    if (token) return token;
  }
  const cookie = request.headers.cookie;
  if (!cookie || !cookie.includes(cookieName)) return undefined;
  const signed = cookieValue(cookie, cookieName);
  return signed ? verifySigned(signed, secret) : undefined;
}

/** The columns of `users` identity reads with a session or an API key. */
const CALLER_COLUMNS = {
  userId: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  image: users.image,
  banned: users.banned,
};

/** The session and user columns identity needs, read together by the session token. */
function sessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
      ...CALLER_COLUMNS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('identity_session');
}

/**
 * An API key by the SHA-256 of its secret, with its creator and the creator's company membership
 * (a company's key works only while its creator is an admin of that company; a client's own only
 * while they are in no company, decision 293). Read on every request: nothing is kept.
 */
function apiKeyQuery(db: Database) {
  return db
    .select({
      keyId: apiKeys.id,
      keyName: apiKeys.name,
      scopes: apiKeys.scopes,
      companyId: apiKeys.companyId,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      ...CALLER_COLUMNS,
      memberCompanyId: companyMembers.companyId,
      memberRole: companyMembers.role,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(apiKeys.secretHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('identity_api_key');
}

/** The caller of a row of `users` columns, read with a session or an API key. */
function requestUserOf(row: {
  userId: string;
  email: string;
  name: string;
  role: string | null;
  image: string | null;
}): RequestUser {
  return {
    id: row.userId,
    email: row.email,
    name: row.name,
    role: row.role === 'admin' ? 'admin' : 'user',
    image: row.image,
  };
}

/** How often `last_used_at` is written for a busy key, ms. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The caller of an `X-API-Key` request (decision 190), or 401 for a key that is unknown, revoked,
 * expired, whose owner is banned, a company's key whose creator is no longer its admin, or a
 * client's own key whose owner has since joined or founded a company (decision 293); then
 * 403 unless the route names a scope (`config.apiKeyScope`) the key has.
 */
async function apiKeyCaller(
  findKey: ReturnType<typeof apiKeyQuery>,
  request: FastifyRequest,
  presented: string | string[],
): Promise<void> {
  if (typeof presented !== 'string' || !/^pl_[\w-]{1,100}$/.test(presented)) {
    throw new UnauthorizedError(API_KEY_MESSAGES.invalid);
  }
  const hash = createHash('sha256').update(presented).digest('hex');
  const [row] = await findKey.execute({ hash });
  const now = Date.now();
  if (
    !row ||
    row.banned ||
    row.role === 'admin' ||
    row.revokedAt ||
    (row.expiresAt && new Date(row.expiresAt).getTime() <= now) ||
    (row.companyId && (row.memberCompanyId !== row.companyId || row.memberRole !== 'admin')) ||
    // A client's own key stops when they join or found a company (decision 293): it must not act
    // with the company's rights (terms, statement, on account), and the company cannot see it.
    (!row.companyId && row.memberCompanyId)
  ) {
    throw new UnauthorizedError(API_KEY_MESSAGES.invalid);
  }
  request.user = requestUserOf(row);
  const scopes = row.scopes as ApiKeyScope[];
  request.apiKey = { id: row.keyId, name: row.keyName, scopes };
  const needed = request.routeOptions.config?.apiKeyScope;
  if (!needed) throw new ForbiddenError(API_KEY_MESSAGES.outOfScope);
  if (!scopes.includes(needed)) throw new ForbiddenError(API_KEY_MESSAGES.missingScope(needed));
}

const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Resolves `request.user` for `/api` requests (not `/api/auth/*`, which better-auth handles) from
 * the better-auth session, with one prepared query that reads the session and its user together
 * (decision 042): the role and e-mail come from `users` on every request, so that a role change
 * or a ban counts at once, and a signed-out or deleted session is refused at once. On PGlite the
 * rows read are kept until any session or user changes ({@link openSessionCache}, decision 225). The session
 * token is taken as better-auth takes it (bearer first, then the signed session cookie, checked
 * with the auth secret); an expired session is signed out. A session due for better-auth's daily
 * refresh is handed to `getSession`, which extends it. Requests without credentials cost nothing.
 * A request whose `email` header is not the caller's e-mail (case-insensitive) is refused with
 * 403 (DESIGN.md: identity never comes from the header).
 * A request with `X-API-Key` is its key's owner instead, limited to the key's scopes (decision
 * 190; see `apiKeyCaller`), and each write it makes is audited.
 * Decorates the app with the {@link AccessCheck}s `authenticate` and `requireAdmin`.
 */
export const identityPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);
    app.decorateRequest('apiKey', null);

    const context = await app.auth.$context;
    const cookieName = context.authCookies.sessionToken.name;
    const secret = context.secret;
    const { expiresIn, updateAge } = context.sessionConfig;
    const findSession = sessionQuery(app.database.db);
    const findKey = apiKeyQuery(app.database.db);
    type SessionRow = Awaited<ReturnType<typeof findSession.execute>>[number];
    const keptSessions = await openSessionCache<SessionRow>(app);
    /** The session and user of `token`: kept on PGlite (decision 225), else one query. */
    const sessionOf = async (token: SessionToken): Promise<SessionRow | undefined> => {
      const kept = keptSessions?.get(token);
      if (kept) return kept;
      const generation = keptSessions?.generation ?? 0;
      const [row] = await findSession.execute({ token });
      if (row) keptSessions?.set(token, row, generation);
      return row;
    };

    app.addHook('onRequest', async (request) => {
      const path = request.url;
      if (!path.startsWith('/api/') || path.startsWith(`${AUTH_BASE_PATH}/`)) return;
      // An API key is the whole identity of its request: a session beside it is not read.
      const presented = request.headers[API_KEY_HEADER];
      if (presented !== undefined) {
        await apiKeyCaller(findKey, request, presented);
        checkEmailHeader(request, request.user!.email);
        return;
      }
      const token = sessionTokenOf(request, cookieName, secret);
      if (!token) return;
      const row = await sessionOf(token);
      if (!row || row.banned) return;
      const expiresAt = new Date(row.expiresAt);
      if (expiresAt.getTime() <= Date.now()) return;
      // better-auth extends a session once it is `updateAge` old; let it do so (once a day).
      if (expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now()) {
        await app.auth.api
          .getSession({ headers: toFetchHeaders(request.headers) })
          .catch((error: unknown) => request.log.warn({ err: error }, 'session refresh failed'));
      }
      request.user = requestUserOf(row);
      request.authSession = { id: row.sessionId, token: row.token, expiresAt };
      checkEmailHeader(request, row.email);
    });

    // A key's last use (at most once a minute) and every write it made, in the audit log
    // (decision 190), are written before the answer; a refused request changes neither.
    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.apiKey;
      if (!key || reply.statusCode >= 400) return payload;
      const now = Date.now();
      await app.database.db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(
          and(
            eq(apiKeys.id, key.id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_RESOLUTION_MS)),
            ),
          ),
        );
      if (READ_METHODS.includes(request.method)) return payload;
      const caller = request.user!;
      await recordAudit(
        app.database.db,
        { id: caller.id, email: caller.email, requestId: request.id, ip: request.ip },
        {
          action: 'api_key.write',
          targetType: 'api_key',
          targetId: key.id,
          targetLabel: key.name,
          before: null,
          after: {
            method: request.method,
            route: request.routeOptions.url ?? null,
            status: reply.statusCode,
          },
        },
      );
      return payload;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw new UnauthorizedError();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw new UnauthorizedError();
      if (request.user.role !== 'admin' || request.apiKey) {
        throw new ForbiddenError('Only admins may do this');
      }
    });
  },
  { name: 'partline-identity', dependencies: ['partline-auth', 'partline-db'] },
);

/** 403 when the `email` header (spec §6) names another user than the caller. */
function checkEmailHeader(request: FastifyRequest, email: string): void {
  const claimed = request.headers[EMAIL_HEADER];
  if (typeof claimed === 'string' && claimed.trim().toLowerCase() !== email.toLowerCase()) {
    throw new ForbiddenError('The email header does not match the signed-in user');
  }
}

/**
 * The caller of a route guarded by `app.authenticate` (or `app.requireAdmin`).
 * @throws UnauthorizedError when signed out (so it is also safe without the guard).
 */
export function callerOf(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
