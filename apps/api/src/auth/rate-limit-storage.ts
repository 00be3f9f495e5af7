import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * better-auth's rate-limit storage: `consume(key, { window, max })` records one request and says
 * whether it is allowed, and if not after how many seconds (`retryAfter`).
 */
export type BetterAuthRateLimitStorage = NonNullable<
  NonNullable<BetterAuthOptions['rateLimit']>['customStorage']
>;

/**
 * One fixed window per key, atomically: the count goes up by one, the first request of a window
 * sets its expiry, and the answer is the count and the milliseconds left in the window.
 */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type RedisWithConsume = Redis & {
  partlineConsume(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * Per-process fixed windows: the fallback of {@link redisRateLimitStorage} while Redis is
 * unreachable. Expired windows are dropped when the map grows past 10,000 keys.
 */
export function memoryRateLimitStorage(now: () => number = Date.now): BetterAuthRateLimitStorage {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key, rule) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [stored, entry] of windows) if (entry.resetAt <= time) windows.delete(stored);
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + rule.window * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)) };
    },
  };
}

/**
 * better-auth's rate-limit storage in Redis (`REDIS_URL`), so that every instance counts the same
 * sign-in, sign-up and reset attempts (decision 052). Keys are `<prefix>auth:<ip|path>`, each
 * expiring with its window. While Redis is unreachable the limits stay on, counted per process
 * (a logged, temporary weakening: an attacker gets `max` attempts per instance), never off.
 */
export function redisRateLimitStorage(
  redis: Redis,
  keyPrefix: string,
  logger: FastifyBaseLogger,
): BetterAuthRateLimitStorage {
  const client = redis as RedisWithConsume;
  if (!(client as Partial<RedisWithConsume>).partlineConsume) {
    client.defineCommand('partlineConsume', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
  }
  const fallback = memoryRateLimitStorage();
  return {
    async consume(key, rule) {
      try {
        const [count, ttl] = await client.partlineConsume(
          `${keyPrefix}auth:${key}`,
          rule.window * 1000,
        );
        return count <= rule.max
          ? { allowed: true, retryAfter: null }
          : { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (error) {
        logger.warn(
          { err: error },
          'auth rate limit counted in this process: Redis did not answer',
        );
        return fallback.consume(key, rule);
      }
    },
  };
}
