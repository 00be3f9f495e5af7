/** `Cache-Control` values used by the API and the static files. */

/** Content-hashed build files (`/assets/*`): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `index.html` and other unhashed files: cached but revalidated every time. */
export const NO_CACHE = 'no-cache';
/** Public API reads: revalidated every time (with the weak ETag, a 304 costs no body). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/**
 * An answer made for its caller (a buyer's own prices, decision 320): a browser may keep it but
 * asks every time; no shared cache keeps it.
 */
export const PERSONAL = 'private, no-cache';
/** The `Vary` of a {@link PERSONAL} answer: the request headers that name its caller. */
export const PERSONAL_VARY = 'Cookie, Authorization, X-API-Key';
/** Never stored (health, error pages). */
export const NO_STORE = 'no-store';

/**
 * An `onSend` hook (decision 294): every `/api` answer that has not said how it may be cached
 * gets {@link NO_STORE}. Such an answer may depend on who asked (a session, a bearer token, an
 * API key: company, members, orders, quotes, keys, deliveries, cart, addresses) and no shared or
 * browser cache may keep it. Answers that say their own `Cache-Control` (the public catalog's
 * {@link REVALIDATE}, a route's `cacheControl`) keep it.
 */
export async function noStoreUnlessDeclared(
  request: { url: string },
  reply: { hasHeader(name: string): boolean; header(name: string, value: string): unknown },
  payload: unknown,
): Promise<unknown> {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', NO_STORE);
  }
  return payload;
}

/**
 * Adds `value` to the reply's `Vary` header unless it names it already (a header is named once,
 * ignoring case; RFC 9110 §12.5.5).
 */
export function addVary(
  reply: {
    getHeader(name: string): unknown;
    header(name: string, value: string): unknown;
  },
  value: string,
): void {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (!list) reply.header('vary', value);
  else if (!list.toLowerCase().includes(value.toLowerCase())) {
    reply.header('vary', `${list}, ${value}`);
  }
}
