import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.js';

/** Header carrying the request id in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Ids from a proxy or a client are kept when they are short and plain (no log injection).
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `x-request-id` when it is 1–128 characters of
 * `[A-Za-z0-9_.:-]`, else a random UUID.
 */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Path segments that follow these carry a secret: an invitation's or a password reset's token. */
const SECRET_SEGMENT_AFTER = /(\/(?:invitations|reset-password)\/)[^/?#]+/g;

/** Query parameters that carry a secret (mailed tokens, OAuth codes and states, keys). */
const SECRET_QUERY = /([?&](?:token|code|state|otp|key|secret|password)=)[^&#]*/gi;

/**
 * `url` as a log line may show it: the invitation token of `/api/invitations/<token>`, the reset
 * token of `/reset-password/<token>`, and `token`, `code`, `state`, `otp`, `key`, `secret` and
 * `password` query values replaced by `[redacted]` (decision 294). Whoever reads the log must not
 * be able to accept an invitation or reset a password with it.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT_AFTER, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** What a log line says of a request: Fastify's default fields, the URL's secrets redacted. */
function requestForLog(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Pino options for Fastify: `LOG_LEVEL`, credentials redacted (headers, and the secrets of a
 * request's URL: {@link redactUrl}), and human-readable lines only in
 * development (when pino-pretty, a dev dependency, is installed); JSON lines otherwise.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    serializers: { req: requestForLog },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.email',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    ...(config.nodeEnv === 'development' && prettyAvailable()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
