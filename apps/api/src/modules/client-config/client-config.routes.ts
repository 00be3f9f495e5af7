import { ClientConfigSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.js';
import { declareRoutes } from '../../declare-routes.js';
import type { PaymentRegistry } from '../../payments/registry.js';
import type { ShopSettings } from '../../shop-settings.js';

/**
 * `GET /client-config` (under `/api`): social providers configured here, the card provider and
 * the payment options (decision 311). Bank transfer is listed only while the shop settings hold
 * a bank account to pay into: without one, choosing it could only be refused.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod<{
  config: Config;
  payments: PaymentRegistry;
  shopSettings: ShopSettings;
}> = async (app, { config, payments, shopSettings }) => {
  const options = payments.options();
  const withoutTransfer = options.filter((option) => option.option !== 'bank_transfer');
  const fixed = {
    socialProviders: {
      google: Boolean(config.socialProviders.google),
      facebook: Boolean(config.socialProviders.facebook),
      github: Boolean(config.socialProviders.github),
    },
    paymentProvider: config.paymentProvider,
  };
  const { anyone } = declareRoutes(app, { tags: ['users'], errors: [] });

  anyone.get(
    '/client-config',
    {
      summary: 'What the web app needs to know about this server',
      response: { 200: ClientConfigSchema },
    },
    async () => ({
      ...fixed,
      paymentOptions:
        (await shopSettings.payeeBankAccounts()).length > 0 ? options : withoutTransfer,
    }),
  );
};
