import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEV_WEB_ORIGIN } from '../auth/auth.js';
import type { Config } from '../config/env.js';
import { ForbiddenError } from '../errors.js';

/** The double-submit cookie: readable by the shop's own script, sent back in {@link XSRF_HEADER}. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header carrying the value of {@link XSRF_COOKIE} (the web app's `api-client.ts` sets it). */
export const XSRF_HEADER = 'x-xsrf-token';

/** Methods that change state and so need a same-origin request when a cookie comes along. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes a payment provider's page posts the buyer's browser back to (decision 312): a
 * cross-site form by design. They change nothing on the browser's word — the session is completed
 * from the provider's own answer — so a forged post can do no more than the provider's page can.
 */
const CROSS_SITE_FORM_PATHS = ['/api/payments/sslcommerz/return/'];

/** The message of the 403 a cross-site request gets. */
export const CROSS_SITE_MESSAGE =
  "This request did not come from the shop's own pages. Reload the page and try again.";

/**
 * The origins whose pages may change state with the session cookie: `PUBLIC_URL`'s origin, and
 * the Vite dev server in development (the same list better-auth trusts).
 */
export function sameOriginsOf(config: Pick<Config, 'publicUrl' | 'nodeEnv'>): string[] {
  return [
    new URL(config.publicUrl).origin,
    ...(config.nodeEnv === 'development' ? [DEV_WEB_ORIGIN] : []),
  ];
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header?.includes(name)) return undefined;
  return parseCookie(header)[name];
}

function sameToken(cookie: string | undefined, header: unknown): boolean {
  if (!cookie || typeof header !== 'string' || cookie.length < 32) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether an unsafe, cookie-carrying request was made by the shop's own pages (decision 050):
 * - an `Origin` header (other than `null`) decides alone: it must be one of `sameOrigins`;
 * - else `Sec-Fetch-Site`, when sent, must be `same-origin`;
 * - else (an old browser or a non-browser client) the `X-XSRF-TOKEN` header must equal the
 *   `XSRF-TOKEN` cookie, which another site can neither read nor send as a header.
 */
export function isSameOriginRequest(request: FastifyRequest, sameOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return sameOrigins.includes(origin);
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  return sameToken(cookieValue(request, XSRF_COOKIE), request.headers[XSRF_HEADER]);
}

/**
 * Cross-site request forgery protection for `/api` (including better-auth's `/api/auth/*`):
 * a POST, PUT, PATCH or DELETE that carries a `Cookie` header must pass
 * {@link isSameOriginRequest}, else it is answered 403 `forbidden` in the error shape before any
 * other work. Requests without cookies (bearer tokens, server-to-server, Stripe's webhook) cannot
 * be forged by a browser and pass. Every `/api` answer to a request without the
 * {@link XSRF_COOKIE} cookie sets one (32 random bytes, not HttpOnly, `SameSite=Lax`, `Secure`
 * under an https `PUBLIC_URL`), except publicly cacheable answers, which no shared cache may
 * hand to others with a cookie.
 */
export const csrfPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const sameOrigins = sameOriginsOf(config);
    const secure = config.publicUrl.startsWith('https://');

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (!request.headers.cookie) return;
      if (isSameOriginRequest(request, sameOrigins)) return;
      if (CROSS_SITE_FORM_PATHS.some((path) => request.url.startsWith(path))) return;
      request.log.warn(
        { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      if (cookieValue(request, XSRF_COOKIE)) return payload;
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && cacheControl.startsWith('public')) return payload;
      reply.header(
        'set-cookie',
        stringifySetCookie({
          name: XSRF_COOKIE,
          value: randomBytes(32).toString('base64url'),
          path: '/',
          sameSite: 'lax',
          secure,
        }),
      );
      return payload;
    });
  },
  { name: 'partline-csrf', dependencies: ['partline-error-handler'] },
);
