import {
  SerialLookupListSchema,
  SerialParamsSchema,
  WarrantyCheckQuerySchema,
  WarrantyCheckSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../cache-control.js';
import { declareRoutes } from '../../declare-routes.js';
import { TooManyRequestsError } from '../../errors.js';
import { checkWarranty, lookUpSerial } from '../../flows/look-up-serial.js';

/**
 * How often one client IP may ask the public warranty check (decision 322), besides the API-wide
 * limit: a serial number and an order number are two things to guess, and this keeps guessing
 * slow.
 */
export const WARRANTY_CHECK_RATE_LIMIT = { max: 20, windowSeconds: 60 } as const;

/**
 * Serial numbers and warranty under `/api` (decision 322): `GET /warranty/serials/:serial` (signed
 * in; API keys with `orders:read`) finds the pieces the caller may read with a serial number;
 * `GET /warranty-check` (public) answers a piece's warranty for its serial and order number.
 */
export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone, signedIn } = declareRoutes(app, {
    tags: ['orders'],
    errors: [400, 401, 403, 404],
  });
  // Counted per client IP in the API-wide limit's store (Redis when there is one).
  const checkLimit = app.createRateLimit({
    max: WARRANTY_CHECK_RATE_LIMIT.max,
    timeWindow: WARRANTY_CHECK_RATE_LIMIT.windowSeconds * 1000,
    keyGenerator: (request) => `warranty-check:${request.ip}`,
  });

  signedIn.get(
    '/warranty/serials/:serial',
    {
      apiKeyScope: 'orders:read',
      summary: 'Look up a serial number you bought',
      description:
        'Every piece shipped with this serial number (any case; normalised upper-case) in an ' +
        "order the caller may read: their own orders, their company's orders while they are an " +
        'admin of it, every order for a shop admin. Each with its product, order, challan, the ' +
        "day it shipped, its warranty's last day and status on the shop's day, the serial it " +
        "replaced under a return and the open return it is under. None: 404 'No piece you " +
        "bought has this serial number' — also when someone else bought it. A malformed serial: " +
        '400.',
      params: SerialParamsSchema,
      response: { 200: SerialLookupListSchema },
    },
    async (c) => lookUpSerial(c.db, c.caller, c.params.serial),
  );

  anyone.get(
    '/warranty-check',
    {
      cacheControl: NO_STORE,
      summary: "Check a piece's warranty by its serial and order number (public)",
      description:
        'No sign-in. `serial` and `orderNumber` (as on the challan and the invoice; any case). ' +
        "Answers the product, the day it shipped and the warranty's months, last day and status " +
        "— nothing about the buyer, the price or the rest of the order. 404 'No piece with this " +
        "serial number is in this order' alike for an unknown serial, an unknown order and a " +
        `serial of another order. At most ${WARRANTY_CHECK_RATE_LIMIT.max} checks per client IP ` +
        `per ${WARRANTY_CHECK_RATE_LIMIT.windowSeconds} seconds: then 429 with \`Retry-After\`.`,
      querystring: WarrantyCheckQuerySchema,
      response: { 200: WarrantyCheckSchema },
      errors: [400, 404, 429],
    },
    async (c) => {
      const limit = await checkLimit(c.request);
      if (!limit.isAllowed && limit.isExceeded) {
        c.reply.header('retry-after', String(limit.ttlInSeconds));
        throw new TooManyRequestsError(
          `Too many warranty checks. Please try again in ${limit.ttlInSeconds} seconds.`,
          limit.ttlInSeconds,
        );
      }
      return checkWarranty(c.db, c.query);
    },
  );
};
