import { BkashCallbackQuerySchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareRoutes } from '../../declare-routes.js';
import { completeBkashCallback } from '../../flows/complete-bkash-callback.js';
import { paymentReturnPage } from '../../flows/complete-payment-session.js';
import type { PaymentRegistry } from '../../payments/registry.js';

/** Options of {@link bkashRoutes}. */
export interface BkashRoutesOptions {
  /** Every payment rail of this installation (decision 311). */
  payments: PaymentRegistry;
  /** The shop's public origin: the buyer is sent back to its order page there. */
  publicUrl: string;
}

/** `GET /payments/bkash/callback` under `/api`: where bKash sends the buyer back (decision 313). */
export const bkashRoutes: FastifyPluginAsyncZod<BkashRoutesOptions> = async (
  app,
  { payments, publicUrl },
) => {
  const { anyone } = declareRoutes(app, { tags: ['payments'], errors: [400, 404, 503] });

  anyone.get(
    '/payments/bkash/callback',
    {
      summary: "bKash's callback: the buyer's browser back from bKash's page",
      description:
        'bKash sends the browser here with `paymentID` and `status` (`success`, `failure`, ' +
        '`cancel`). The status is never trusted: on `success` the server executes the payment ' +
        'with bKash and marks the order paid only when bKash reports it `Completed` for the ' +
        "order's amount; replays and concurrent callbacks pay once. Answers 303 to the order's " +
        'page with `?payment=paid|failed|cancelled|pending` (My Orders for an unknown ' +
        '`paymentID`); 503 when bKash does not answer (open it again to retry); 404 when bKash ' +
        'is not enabled on this server.',
      querystring: BkashCallbackQuerySchema,
      response: { 303: z.null().describe("Redirect (Location) to the order's page") },
    },
    async (c) => {
      const done = await completeBkashCallback(c.db, payments, c.query, c.request.log);
      return c.reply.redirect(paymentReturnPage(publicUrl, done.orderNumber, done.outcome), 303);
    },
  );
};
