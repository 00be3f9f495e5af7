import fp from 'fastify-plugin';
import {
  createWebhookWorker,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from './webhook-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the queued webhook deliveries (`webhook_deliveries`, decision 192). */
    webhookWorker: WebhookWorker;
  }
}

/**
 * Runs the webhook worker in this API instance: polling starts when the app is ready and stops
 * before the app closes its database (waiting for the deliveries in flight).
 */
export const webhookWorkerPlugin = fp<{ worker?: Partial<WebhookWorkerOptions> }>(
  async (app, { worker: options }) => {
    const worker = createWebhookWorker({
      db: app.database.db,
      log: app.log.child({ component: 'webhook-worker' }),
      ...(options ? { options } : {}),
    });
    app.decorate('webhookWorker', worker);
    if (options?.autoStart !== false) app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'partline-webhook-worker', dependencies: ['partline-db'] },
);
