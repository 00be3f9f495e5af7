import type { Role } from '@partline/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { AUTH_BASE_PATH } from '../auth/auth.js';
import { toFetchHeaders } from '../auth/headers.js';
import { users } from '../db/schema/index.js';
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

function carriesCredentials(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return Boolean(request.headers.authorization) || Boolean(cookie && cookie.includes('session'));
}

/**
 * Resolves `request.user` for `/api` requests (not `/api/auth/*`, which better-auth handles) from
 * the better-auth session; the role and e-mail are read from `users` so that a role change counts
 * at once despite the session cookie cache. A request whose `email` header is not the caller's
 * e-mail (case-insensitive) is refused with 403 (DESIGN.md: identity never comes from the header).
 * Decorates the app with the {@link AccessCheck}s `authenticate` and `requireAdmin`.
 */
export const identityPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    app.addHook('onRequest', async (request) => {
      const path = request.url;
      if (!path.startsWith('/api/') || path.startsWith(`${AUTH_BASE_PATH}/`)) return;
      if (!carriesCredentials(request)) return;
      const session = await app.auth.api.getSession({ headers: toFetchHeaders(request.headers) });
      if (!session) return;
      const [row] = await app.database.db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          image: users.image,
          banned: users.banned,
        })
        .from(users)
        .where(eq(users.id, session.user.id));
      if (!row || row.banned) return;
      request.user = {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role === 'admin' ? 'admin' : 'user',
        image: row.image,
      };
      request.authSession = {
        id: session.session.id,
        token: session.session.token,
        expiresAt: new Date(session.session.expiresAt),
      };
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
