import { ClientConfigSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.js';
import { declareRoutes } from '../../declare-routes.js';
import type { PaymentRegistry } from '../../payments/registry.js';

/**
 * `GET /client-config` (under `/api`): social providers configured here, the card provider and
 * the payment options (decision 311).
 */
export const clientConfigRoutes: FastifyPluginAsyncZod<{
  config: Config;
  payments: PaymentRegistry;
}> = async (app, { config, payments }) => {
  const answer = {
    socialProviders: {
      google: Boolean(config.socialProviders.google),
      facebook: Boolean(config.socialProviders.facebook),
      github: Boolean(config.socialProviders.github),
    },
    paymentProvider: config.paymentProvider,
    paymentOptions: payments.options(),
  };
  const { anyone } = declareRoutes(app, { tags: ['users'], errors: [] });

  anyone.get(
    '/client-config',
    {
      summary: 'What the web app needs to know about this server',
      response: { 200: ClientConfigSchema },
    },
    async () => answer,
  );
};
