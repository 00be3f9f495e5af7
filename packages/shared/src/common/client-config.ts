import { z } from 'zod';

/**
 * `GET /client-config`: what the web app needs to know about this server: which social sign-in
 * providers are configured (an unconfigured button says so) and the payment provider.
 */
export const ClientConfigSchema = z
  .object({
    socialProviders: z.object({
      google: z.boolean(),
      facebook: z.boolean(),
      github: z.boolean(),
    }),
    paymentProvider: z.enum(['local', 'stripe']),
  })
  .meta({ id: 'ClientConfig' });

/** The server's public configuration. */
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
