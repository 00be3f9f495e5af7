import { z } from 'zod';
import { PaymentOptionSchema } from '../payments/payment-options.js';

/**
 * `GET /client-config`: what the web app needs to know about this server: which social sign-in
 * providers are configured (an unconfigured button says so), the card provider and the payment
 * options.
 */
export const ClientConfigSchema = z
  .object({
    socialProviders: z.object({
      google: z.boolean(),
      facebook: z.boolean(),
      github: z.boolean(),
    }),
    paymentProvider: z.enum(['local', 'stripe']).describe('The card provider'),
    paymentOptions: z
      .array(PaymentOptionSchema)
      .describe(
        'The payment options this server offers, in the order to show them (decision 311); ' +
          '`on_account` is offered per company and is not listed',
      ),
  })
  .meta({ id: 'ClientConfig' });

/** The server's public configuration. */
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
