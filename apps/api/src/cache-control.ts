/** `Cache-Control` values used by the API and the static files. */

/** Content-hashed build files (`/assets/*`): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `index.html` and other unhashed files: cached but revalidated every time. */
export const NO_CACHE = 'no-cache';
/** Public API reads: revalidated every time (with the weak ETag, a 304 costs no body). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Never stored (health, error pages). */
export const NO_STORE = 'no-store';
