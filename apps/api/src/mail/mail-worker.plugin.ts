import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';
import {
  createMailWorker,
  type MailWorker,
  type MailWorkerDeps,
  type MailWorkerOptions,
} from './mail-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued order e-mails (`mail_jobs`). */
    mailWorker: MailWorker;
  }
}

/** Options of {@link mailWorkerPlugin}. */
export interface MailWorkerPluginOptions {
  config: Pick<Config, 'publicUrl'>;
  /** The PDF of an invoice, attached to payment receipts. */
  invoicePdf: NonNullable<MailWorkerDeps['invoicePdf']>;
  /** The proforma invoice of an order, attached to its 'order placed' e-mail (decision 314). */
  proformaPdf?: MailWorkerDeps['proformaPdf'];
  /** Overrides of the worker's defaults (tests: fast polling, no backoff, manual passes). */
  worker?: Partial<MailWorkerOptions>;
}

/**
 * Runs the mail worker in this API instance: polling starts when the app is ready and stops
 * before the app closes its mailer and database (waiting for the sends in flight).
 */
export const mailWorkerPlugin = fp<MailWorkerPluginOptions>(
  async (app, { config, invoicePdf, proformaPdf, worker: options }) => {
    const worker = createMailWorker({
      db: app.database.db,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      log: app.log.child({ component: 'mail-worker' }),
      invoicePdf,
      ...(proformaPdf ? { proformaPdf } : {}),
      ...(options ? { options } : {}),
    });
    app.decorate('mailWorker', worker);
    if (options?.autoStart !== false) app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'partline-mail-worker', dependencies: ['partline-db', 'partline-auth'] },
);
