import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, createAuth, type Auth } from '../auth/auth.js';
import { toFetchHeaders } from '../auth/headers.js';
import { redisRateLimitStorage } from '../auth/rate-limit-storage.js';
import type { Config } from '../config/env.js';
import { createMailer, type Mailer } from '../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance (`app.auth.api.*` for server-side calls). */
    auth: Auth;
    /** Sends the shop's e-mails (SMTP or the outbox). */
    mailer: Mailer;
  }
}

/** Options of {@link authPlugin}. */
export interface AuthPluginOptions {
  config: Config;
  /** A mailer to use instead of the one of `config` (tests). */
  mailer?: Mailer;
}

/** Turns a Fastify request into the Fetch `Request` better-auth handles. */
function toFetchRequest(request: FastifyRequest, config: Config): Request {
  const headers = toFetchHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(request.url, config.publicUrl), {
    method: request.method,
    headers,
    ...(body ? { body } : {}),
  });
}

/** Copies a Fetch `Response` to the reply: status, headers (each `Set-Cookie` apart), body. */
async function sendFetchResponse(response: Response, reply: FastifyReply): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(body);
}

/**
 * Decorates the app with `auth` (better-auth, see `auth/auth.ts`) and `mailer`, and mounts
 * better-auth's handler at `/api/auth/*` (any method, the raw body passed through unchanged). Its
 * answers keep better-auth's own error shape `{ code, message }` (docs/accounts-contract.md).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, mailer: givenMailer }) => {
    const mailer = givenMailer ?? createMailer(config, app.log);
    const auth = createAuth(config, {
      db: app.database.db,
      mailer,
      logger: app.log,
      rateLimitStorage: app.redis
        ? redisRateLimitStorage(app.redis, config.redisKeyPrefix, app.log)
        : undefined,
    });
    app.decorate('mailer', mailer);
    app.decorate('auth', auth);
    if (!givenMailer) app.addHook('onClose', async () => mailer.close());

    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      scope.route({
        method: ['GET', 'POST'],
        url: `${AUTH_BASE_PATH}/*`,
        schema: { hide: true },
        handler: async (request, reply) =>
          sendFetchResponse(await auth.handler(toFetchRequest(request, config)), reply),
      });
    });
  },
  { name: 'partline-auth', dependencies: ['partline-db', 'partline-redis'] },
);
