import { createHash, timingSafeEqual } from 'node:crypto';
import type { Registry } from 'prom-client';

/** Where Prometheus scrapes, on the main port or on `METRICS_PORT`. */
export const METRICS_PATH = '/metrics';

/** The `WWW-Authenticate` challenge of a refused scrape (RFC 6750 §3). */
export const METRICS_CHALLENGE = 'Bearer realm="metrics"';

/** The message of a refused scrape, in the one error shape. */
export const METRICS_UNAUTHORIZED_MESSAGE = 'A valid metrics token is required';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header carries `Bearer <token>` (RFC 6750 §2.1; the scheme in any
 * case). Compared as SHA-256 digests in constant time, so neither the length nor a prefix of the
 * token shows in the time of a refusal.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== 'bearer ') return false;
  return timingSafeEqual(digest(authorization.slice(7).trim()), digest(token));
}

/**
 * The Prometheus text of `registry`, or a refusal when `token` is set and `authorization` does not
 * carry it ({@link bearerMatches}).
 */
export async function scrape(
  registry: Registry,
  token: string | undefined,
  authorization: string | undefined,
): Promise<{ allowed: true; contentType: string; body: string } | { allowed: false }> {
  if (token !== undefined && !bearerMatches(authorization, token)) return { allowed: false };
  return { allowed: true, contentType: registry.contentType, body: await registry.metrics() };
}
