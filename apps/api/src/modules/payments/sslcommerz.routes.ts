import { PAYMENT_RAIL_MESSAGES, type PaymentReturnOutcome } from '@partline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { declareRoutes, type ZodApp } from '../../declare-routes.js';
import { AppError, BadRequestError, NotFoundError } from '../../errors.js';
import { completePaymentSession, paymentReturnPage } from '../../flows/complete-payment-session.js';
import type { PaymentRegistry } from '../../payments/registry.js';

const R = PAYMENT_RAIL_MESSAGES;

/** Options of {@link sslcommerzRoutes}. */
export interface SslcommerzRoutesOptions {
  payments: PaymentRegistry;
  /** The shop's public origin: where the buyer lands after SSLCommerz's page. */
  publicUrl: string;
}

/** The largest form SSLCommerz posts, bytes (its IPN is about 2 kB). */
const FORM_LIMIT_BYTES = 32 * 1024;

/** SSLCommerz's form fields, each once (a repeated field keeps its last value). */
const FormSchema = z.record(z.string(), z.string());
type Form = z.infer<typeof FormSchema>;

const IpnReceivedSchema = z
  .object({
    received: z.literal(true),
    outcome: z
      .enum(['paid', 'failed', 'cancelled', 'review', 'pending', 'refused'])
      .describe('What the shop made of it; `refused`: a session it does not know'),
  })
  .meta({ id: 'SslcommerzIpnReceived' });

/** What the return reads of a GET's query: the session and SSLCommerz's validation id. */
const ReturnQuerySchema = z.object({
  tran_id: z.string().max(100).optional(),
  val_id: z.string().max(100).optional(),
});

const OutcomeParamsSchema = z.object({ outcome: z.enum(['success', 'fail', 'cancel']) });

/** Parses `application/x-www-form-urlencoded` bodies in `scope` into {@link Form}. */
function acceptForms(scope: ZodApp) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * SSLCommerz's callbacks under `/api` (decision 312): its IPN, server to server, and the buyer's
 * return from its page. Neither is trusted for the payment's state: both only name the session
 * (`tran_id`) and the validation id (`val_id`), and the session is completed from SSLCommerz's own
 * answer (`completePaymentSession`). 404 on a server without SSLCommerz.
 */
export const sslcommerzRoutes: FastifyPluginAsyncZod<SslcommerzRoutesOptions> = async (
  app,
  { payments, publicUrl },
) => {
  acceptForms(app);
  const { anyone } = declareRoutes(app, { tags: ['payments'], errors: [400, 404, 503] });
  const sslcommerz = () => {
    const provider = payments.get('sslcommerz');
    if (!provider?.verifyNotification) throw new NotFoundError(R.providerOff);
    return provider as typeof provider & Required<Pick<typeof provider, 'verifyNotification'>>;
  };

  anyone.post(
    '/payments/sslcommerz/ipn',
    {
      callsOutside: true,
      summary: "SSLCommerz's instant payment notification (IPN; signed form)",
      description:
        'Register this URL as the IPN URL of the store at SSLCommerz. The form must carry ' +
        "SSLCommerz's `verify_sign` over `verify_key`, covering `tran_id` and `val_id` (400 when " +
        "not; nothing changes). The payment is then validated with SSLCommerz's validation API " +
        'and the order paid exactly once; a duplicated or replayed IPN changes nothing. A ' +
        'notification of a session the shop does not know is answered 200 `refused` and logged. ' +
        '503 when SSLCommerz does not answer (it sends the IPN again; the reconciliation job ' +
        'also asks).',
      body: FormSchema,
      response: { 200: IpnReceivedSchema },
    },
    async (c) => {
      const provider = sslcommerz();
      const form: Form = c.body ?? {};
      if (!provider.verifyNotification(form) || !form.tran_id) {
        c.request.log.warn({ tranId: form.tran_id }, 'SSLCommerz IPN with a bad signature');
        throw new BadRequestError(R.badIpn);
      }
      try {
        const done = await completePaymentSession(c.db, payments, form.tran_id, {
          evidence: form.val_id || undefined,
          log: c.request.log,
        });
        return { received: true as const, outcome: done.outcome };
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        // Signed but not ours to act on (an unknown session): answered, so it is not resent.
        c.request.log.warn({ tranId: form.tran_id, err: error }, 'SSLCommerz IPN refused');
        return { received: true as const, outcome: 'refused' as const };
      }
    },
  );

  const returnSpec = (method: string) => ({
    callsOutside: true,
    summary: `The buyer's return from SSLCommerz's page (${method})`,
    description:
      "SSLCommerz sends the buyer's browser here with `tran_id` (and `val_id` on success). The " +
      "outcome in the path is not trusted: the session is completed from SSLCommerz's answer " +
      '(the validation API with `val_id`, else its transaction query), then the answer is 303 ' +
      "to the order's page with `?payment=paid|failed|cancelled|review|pending`. When " +
      'SSLCommerz does not answer the buyer lands on `pending` and the reconciliation job ' +
      'completes the session later.',
    params: OutcomeParamsSchema,
    response: { 303: z.null().describe("Location: the order's page") },
    errors: [400, 404],
  });
  const returned = async (
    db: Database,
    outcome: 'success' | 'fail' | 'cancel',
    form: { tran_id?: string | undefined; val_id?: string | undefined },
    log: FastifyBaseLogger,
  ): Promise<string> => {
    sslcommerz();
    const tranId = form.tran_id;
    if (!tranId) return paymentReturnPage(publicUrl, undefined, 'failed');
    try {
      const done = await completePaymentSession(db, payments, tranId, {
        evidence: outcome === 'success' ? form.val_id || undefined : undefined,
        log,
      });
      return paymentReturnPage(publicUrl, done.orderNumber, done.outcome);
    } catch (error) {
      const status = error instanceof AppError ? error.statusCode : 500;
      log.warn({ tranId, err: error }, 'SSLCommerz return not completed');
      const shown: PaymentReturnOutcome = status >= 500 ? 'pending' : 'failed';
      return paymentReturnPage(publicUrl, undefined, shown);
    }
  };

  anyone.post(
    '/payments/sslcommerz/return/:outcome',
    { ...returnSpec("POST, the form SSLCommerz's page submits"), body: FormSchema },
    async (c) =>
      c.reply.redirect(await returned(c.db, c.params.outcome, c.body ?? {}, c.request.log), 303),
  );
  anyone.get(
    '/payments/sslcommerz/return/:outcome',
    { ...returnSpec('GET'), querystring: ReturnQuerySchema },
    async (c) =>
      c.reply.redirect(await returned(c.db, c.params.outcome, c.query ?? {}, c.request.log), 303),
  );
};
