import cors from '@fastify/cors';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * The Content-Security-Policy directives of the shop (helmet's camelCase keys). The SPA's bundle
 * is same-origin script with no inline script; react-bootstrap and Swiper set inline styles, hence
 * `'unsafe-inline'` for styles only. Stripe's v3 script and its iframes are allowed for the card
 * form; with `PAYMENT_PROVIDER=stripe` its API and 3-D Secure frames are added. With `S3_BUCKET`,
 * images may also come from the origin of `S3_PUBLIC_URL`.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'paymentProvider'> & Partial<Pick<Config, 's3'>>,
): Record<string, string[]> {
  const stripe = config.paymentProvider === 'stripe';
  const imageStore = config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", STRIPE_JS],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageStore],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    frameSrc: ["'self'", STRIPE_JS, ...(stripe ? ['https://hooks.stripe.com'] : [])],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Request headers a CORS origin may send: JSON bodies, the bearer token, spec §6's `email`. */
export const CORS_ALLOWED_HEADERS = ['content-type', 'authorization', 'email'];

/**
 * Security headers on every answer (helmet): the CSP above, HSTS (180 days), nosniff,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options: DENY`. No
 * `upgrade-insecure-requests`: the shop may be tried over plain HTTP on a LAN address.
 * `/api/docs` replaces the CSP with its own (see openapi.ts).
 *
 * CORS (@fastify/cors) only with `CORS_ORIGINS` (decision 053): those origins get
 * `Access-Control-Allow-Origin` and answered preflights, without credentials (they call with a
 * bearer token; the session cookie stays same-origin). Without it no answer carries CORS headers
 * and a preflight is a 404.
 */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    // helmet's middleware is built once here: @fastify/helmet built it again for every request
    // (about 15% of the CPU of a cached catalog read, npm run bench).
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
    if (config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: [...config.corsOrigins],
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: CORS_ALLOWED_HEADERS,
        exposedHeaders: ['retry-after', 'x-request-id'],
        credentials: false,
        maxAge: 600,
      });
    }
  },
  { name: 'partline-security' },
);
