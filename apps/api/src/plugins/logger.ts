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

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Pino options for Fastify: `LOG_LEVEL`, credentials redacted, and human-readable lines only in
 * development (when pino-pretty, a dev dependency, is installed); JSON lines otherwise.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
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
