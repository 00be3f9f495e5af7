import type { ApiKeyScope, Role } from '@partline/shared';
import type { FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { AUTH_BASE_PATH } from '../auth/auth.js';
import { toFetchHeaders } from '../auth/headers.js';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';

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

/** The session and user columns identity needs, read together by the session token. */
function sessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      image: users.image,
      banned: users.banned,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('identity_session');
}

/**
 * Resolves `request.user` for `/api` requests (not `/api/auth/*`, which better-auth handles) from
 * the better-auth session, with one prepared query that reads the session and its user together
 * (decision 042): the role and e-mail come from `users` on every request, so that a role change
 * or a ban counts at once, and a signed-out or deleted session is refused at once. The session
 * token is taken as better-auth takes it (bearer first, then the signed session cookie, checked
 * with the auth secret); an expired session is signed out. A session due for better-auth's daily
 * refresh is handed to `getSession`, which extends it. Requests without credentials cost nothing.
 * A request whose `email` header is not the caller's e-mail (case-insensitive) is refused with
 * 403 (DESIGN.md: identity never comes from the header).
 * Decorates the app with the {@link AccessCheck}s `authenticate` and `requireAdmin`.
 */
export const identityPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    const context = await app.auth.$context;
    const cookieName = context.authCookies.sessionToken.name;
    const secret = context.secret;
    const { expiresIn, updateAge } = context.sessionConfig;
    const findSession = sessionQuery(app.database.db);

    app.addHook('onRequest', async (request) => {
      const path = request.url;
      if (!path.startsWith('/api/') || path.startsWith(`${AUTH_BASE_PATH}/`)) return;
      const token = sessionTokenOf(request, cookieName, secret);
      if (!token) return;
      const [row] = await findSession.execute({ token });
      if (!row || row.banned) return;
      const expiresAt = new Date(row.expiresAt);
      if (expiresAt.getTime() <= Date.now()) return;
      // better-auth extends a session once it is `updateAge` old; let it do so (once a day).
      if (expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now()) {
        await app.auth.api
          .getSession({ headers: toFetchHeaders(request.headers) })
          .catch((error: unknown) => request.log.warn({ err: error }, 'session refresh failed'));
      }
      request.user = {
        id: row.userId,
        email: row.email,
        name: row.name,
        role: row.role === 'admin' ? 'admin' : 'user',
        image: row.image,
      };
      request.authSession = { id: row.sessionId, token: row.token, expiresAt };
      const claimed = request.headers[EMAIL_HEADER];
      if (typeof claimed === 'string' && claimed.trim().toLowerCase() !== row.email.toLowerCase()) {
        throw new ForbiddenError('The email header does not match the signed-in user');
      }
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw new UnauthorizedError();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw new UnauthorizedError();
      if (request.user.role !== 'admin') throw new ForbiddenError('Only admins may do this');
    });
  },
  { name: 'partline-identity', dependencies: ['partline-auth', 'partline-db'] },
);

/**
 * The caller of a route guarded by `app.authenticate` (or `app.requireAdmin`).
 * @throws UnauthorizedError when signed out (so it is also safe without the guard).
 */
export function callerOf(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
