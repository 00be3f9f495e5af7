import type { ApiErrorCode } from '@partline/shared';
import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, createAuth, type Auth } from '../auth/auth.js';
import {
  AUTH_INPUT_LIMITS,
  findAuthEndpoint,
  hostileInputProblem,
  type AuthEndpoint,
} from '../auth/auth-surface.js';
import { toFetchHeaders } from '../auth/headers.js';
import { redisRateLimitStorage } from '../auth/rate-limit-storage.js';
import { endCredentialsOf } from '../flows/end-credentials.js';
import type { Config } from '../config/env.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { NotFoundError, UnsupportedMediaTypeError, type ErrorDetails } from '../errors.js';
import { errorBody, withRequestId } from './error-handler.js';

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

/**
 * An error of the auth surface: the one error shape `{ error: { code, message, details? } }`, and
 * beside it better-auth's own `code` and `message`, which its web client reads (decision 081).
 */
function authErrorBody(
  status: number,
  message: string,
  authCode?: string,
  details?: ErrorDetails,
): Record<string, unknown> {
  return {
    ...errorBody(errorCodeOf(status, details), message, details),
    code: authCode ?? errorCodeOf(status, details).toUpperCase(),
    message,
  };
}

/** The error code of the one error shape for an HTTP status of better-auth. */
function errorCodeOf(status: number, details?: ErrorDetails): ApiErrorCode {
  const byStatus: Record<number, ApiErrorCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'validation_failed',
    429: 'rate_limited',
  };
  if (status >= 500) return 'internal_error';
  return byStatus[status] ?? (details ? 'validation_failed' : 'bad_request');
}

/** A refusal of the mount, before better-auth sees the request. */
class AuthInputError extends Error {
  constructor(
    readonly details: ErrorDetails,
    message: string,
    readonly authCode = 'VALIDATION_FAILED',
  ) {
    super(message);
  }
}

/** Per-field messages of a shared schema's issues, by top-level field. */
function zodDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetails {
  // No prototype: a field named `__proto__` is a key like any other.
  const details: ErrorDetails = Object.create(null) as ErrorDetails;
  for (const issue of issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path[0] ?? 'body'];
    for (const field of fields) (details[String(field)] ??= []).push(issue.message);
  }
  return details;
}

const firstMessage = (details: ErrorDetails) =>
  Object.values(details)[0]?.[0] ?? 'Some fields are not valid';

/**
 * The JSON body better-auth is to receive for `endpoint`, checked: a JSON object (or nothing)
 * without hostile text or nesting (decision 081), then the endpoint's shared schema and rewrite.
 * @throws AuthInputError (400) or UnsupportedMediaTypeError (415).
 */
function checkedBody(request: FastifyRequest, endpoint: AuthEndpoint): string | undefined {
  const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
  if (raw.trim() === '') {
    if (!endpoint.body) return undefined;
  } else if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new UnsupportedMediaTypeError('Send a JSON body (application/json)');
  }
  let value: unknown = {};
  if (raw.trim() !== '') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new AuthInputError(
        { body: ['The body is not valid JSON'] },
        'The body is not valid JSON',
      );
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthInputError(
      { body: ['The body must be a JSON object'] },
      'The body must be a JSON object',
    );
  }
  const problem = hostileInputProblem(value);
  if (problem) throw new AuthInputError(problem, firstMessage(problem));
  if (!endpoint.body) return JSON.stringify(value);
  const parsed = endpoint.body.safeParse(value);
  if (!parsed.success) {
    const details = zodDetails(parsed.error.issues);
    throw new AuthInputError(details, parsed.error.issues[0]?.message ?? firstMessage(details));
  }
  const data = parsed.data as Record<string, unknown>;
  return JSON.stringify(endpoint.rewrite ? endpoint.rewrite(data) : data);
}

/** Refuses a query string with NUL, lone surrogates or huge values (decision 081). */
function checkQuery(url: URL): void {
  const query: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of url.searchParams) {
    count += 1;
    query[key] = value;
  }
  if (count > AUTH_INPUT_LIMITS.keys) {
    throw new AuthInputError({ query: ['Too many query parameters'] }, 'Too many query parameters');
  }
  const problem = hostileInputProblem(query, 'query');
  if (problem) throw new AuthInputError(problem, firstMessage(problem));
}

/**
 * The Fetch `Request` better-auth handles for a request to a kept endpoint, its body checked.
 * @throws NotFoundError for a method and path outside the auth surface (decision 080).
 */
function toFetchRequest(request: FastifyRequest, config: Config): Request {
  const url = new URL(request.url, config.publicUrl);
  const path = url.pathname.slice(AUTH_BASE_PATH.length);
  const endpoint = findAuthEndpoint(request.method, path);
  if (!endpoint) throw new NotFoundError(`Nothing at ${request.method} ${url.pathname}`);
  checkQuery(url);
  const body = request.method === 'POST' ? checkedBody(request, endpoint) : undefined;
  const headers = toFetchHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  if (body !== undefined) headers.set('content-type', 'application/json');
  return new Request(url, { method: request.method, headers, ...(body ? { body } : {}) });
}

/** The JSON of a body, or `undefined`. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * better-auth's answer as the shop gives it: errors in the one error shape (a 5xx without its
 * message) with the request's id (decision 332), and no session token in a `get-session` answer
 * (decision 082).
 */
function shopBody(response: Response, path: string, text: string, requestId: string): string {
  const json = jsonOf(text) as Record<string, unknown> | null | undefined;
  if (response.status >= 400) {
    const message =
      response.status < 500 && json && typeof json.message === 'string' && json.message
        ? json.message
        : response.status < 500
          ? response.statusText || 'Bad request'
          : 'Something went wrong on our side';
    const code = json && typeof json.code === 'string' ? json.code : undefined;
    const details =
      json && json.details && typeof json.details === 'object'
        ? (json.details as ErrorDetails)
        : undefined;
    return JSON.stringify(
      withRequestId(authErrorBody(response.status, message, code, details), requestId),
    );
  }
  if (path === '/get-session' && json && typeof json === 'object') {
    const session = json.session as Record<string, unknown> | undefined;
    if (session && typeof session === 'object') delete session.token;
    return JSON.stringify(json);
  }
  return text;
}

/** Copies a Fetch `Response` to the reply: status, headers (each `Set-Cookie` apart), body. */
async function sendFetchResponse(
  response: Response,
  reply: FastifyReply,
  path: string,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send(null);
  const text = await response.text();
  const isJson = /json/i.test(response.headers.get('content-type') ?? '');
  if (!isJson && response.status < 400) return reply.send(text);
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(shopBody(response, path, text, reply.request.id));
}

/** Answers a refusal of the mount in the one error shape (with better-auth's fields). */
function sendRefusal(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof AuthInputError) {
    return reply.status(400).send(authErrorBody(400, error.message, error.authCode, error.details));
  }
  throw error;
}

/**
 * Decorates the app with `auth` (better-auth, see `auth/auth.ts`) and `mailer`, and mounts
 * better-auth's handler at `/api/auth/*` for the endpoints of `AUTH_SURFACE` only (others 404,
 * decision 080), their input checked first (decision 081). Errors answer the one error shape with
 * better-auth's `code` and `message` beside it, which its web client reads.
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
      passwordChanged: async (user, reason, ip) => {
        await endCredentialsOf(app.database.db, user, reason, { ip, log: app.log });
      },
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
        handler: async (request, reply) => {
          let fetchRequest: Request;
          try {
            fetchRequest = toFetchRequest(request, config);
          } catch (error) {
            return sendRefusal(error, reply);
          }
          const path = new URL(fetchRequest.url).pathname.slice(AUTH_BASE_PATH.length);
          return sendFetchResponse(await auth.handler(fetchRequest), reply, path);
        },
      });
    });
  },
  { name: 'partline-auth', dependencies: ['partline-db', 'partline-redis'] },
);
