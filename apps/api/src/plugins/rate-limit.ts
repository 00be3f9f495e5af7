import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';
import { AppError } from '../errors.js';

/** Paths the API-wide limit leaves alone: load balancers and monitors poll them. */
export const RATE_LIMIT_EXEMPT_PATHS: readonly string[] = ['/api/health'];

/** Whether the API-wide limit counts this request: every `/api` path but the exempt ones. */
function isLimited(request: FastifyRequest): boolean {
  const url = request.url;
  if (!url.startsWith('/api/') && url !== '/api') return false;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return !RATE_LIMIT_EXEMPT_PATHS.includes(path);
}

/** 429 `rate_limited`, saying when to try again (`ttl` in ms). */
function tooMany(ttl: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  return new AppError(
    429,
    'rate_limited',
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}

/**
 * The API-wide rate limit (@fastify/rate-limit; decision 051): at most `config.apiRateLimit.max`
 * `/api` requests per client IP (`request.ip`, which honours `TRUST_PROXY`) per window, except
 * `/api/health`. With `app.redis` the counters are shared by every instance (keys
 * `<REDIS_KEY_PREFIX>api:<ip>`); without it they live in this process (an LRU map, a few
 * microseconds per request). Over the limit: 429 `rate_limited` in the error shape with
 * `Retry-After` (seconds). While Redis is unreachable the limit is not enforced (fails open; the
 * outage is logged by `plugins/redis.ts`): refusing every client would be worse than an unmetered
 * minute. Sign-in, sign-up and reset keep their own limits (`auth/rate-limit-storage.ts`).
 * Runs as an `onRequest` hook, before the caller is resolved, so that a flood costs no database
 * work. Each API key also has `config.apiKeyRateLimitMax` per window of its own. Registered after `partline-redis` and the security headers, before the routes.
 */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: false,
      max: config.apiRateLimit.max,
      timeWindow: config.apiRateLimit.windowSeconds * 1000,
      ...(app.redis ? { redis: app.redis, nameSpace: `${config.redisKeyPrefix}api:` } : {}),
      skipOnError: true,
      cache: 10_000,
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });
    const limit = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (isLimited(request)) await limit.call(app, request, reply);
    });
    // Each API key has its own limit besides its IP's (decision 190): counted once the key is
    // known (identity runs on request), under the key's id, so that a forged key gets no bucket.
    const keyLimit = app.createRateLimit({
      max: config.apiKeyRateLimitMax,
      timeWindow: config.apiRateLimit.windowSeconds * 1000,
      keyGenerator: (request) => `key:${request.apiKey?.id ?? ''}`,
    });
    app.addHook('preValidation', async (request, reply) => {
      if (!request.apiKey) return;
      const result = await keyLimit(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw tooMany(result.ttl);
    });
  },
  { name: 'partline-rate-limit', dependencies: ['partline-redis', 'partline-error-handler'] },
);
