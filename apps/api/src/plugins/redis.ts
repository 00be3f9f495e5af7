import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The connection to `REDIS_URL` (rate-limit counters shared by every instance), or `null`
     * without it. Commands fail at once while Redis is unreachable: callers decide what that
     * means (see `plugins/rate-limit.ts` and `auth/rate-limit-storage.ts`).
     */
    redis: Redis | null;
  }
}

/** How long start-up waits for Redis before going on without it, milliseconds. */
export const REDIS_READY_TIMEOUT_MS = 2000;

/** A command that gets no answer within this fails (a hung Redis), milliseconds. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * Opens the Redis connection of `config.redisUrl` and decorates the app with it (`app.redis`,
 * `null` without `REDIS_URL`). Rate limiting must never queue requests behind a lost connection,
 * so there is no offline queue: while Redis is unreachable every command fails at once, and ioredis
 * reconnects in the background. Start-up waits up to {@link REDIS_READY_TIMEOUT_MS} for the first
 * connection and goes on without it. Each outage is logged once as an error, the recovery once as
 * info. Closed with the app. ioredis is loaded only when there is a `REDIS_URL` (decision 346).
 */
export const redisPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectionName: 'partline',
      // Reconnect soon after an outage (0.2 s, 0.4 s, … at most 2 s apart).
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    });
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      app.log.error(
        { err: error },
        'Redis is unreachable: the API-wide rate limit is not enforced and auth limits count per instance until it is back',
      );
    });
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      app.log.info('Redis is reachable again: rate limits are shared again');
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });

    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, REDIS_READY_TIMEOUT_MS);
      redis.once('ready', done);
      function done() {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      }
    });
  },
  { name: 'partline-redis' },
);
