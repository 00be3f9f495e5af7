import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { LocalPaymentProvider } from './local-provider.js';
import type { CardPaymentProvider } from './payment-provider.js';

export type { CardPaymentProvider, PaymentProvider } from './payment-provider.js';

/**
 * The one place that chooses the payment provider (decision 102): Stripe with the `STRIPE_*` keys
 * when `config.paymentProvider` is `stripe`, or the local simulated processor on `db` (the
 * default). Stripe's SDK is loaded only then: a server without it started with 3 MB less heap and
 * 6–10 MB less RSS (measured on the demo shop, decision 343).
 * @throws Error when `stripe` is asked without keys (loadConfig already refuses that).
 */
export async function createPaymentProvider(
  config: Pick<Config, 'paymentProvider' | 'stripe'>,
  db: Database,
): Promise<CardPaymentProvider> {
  if (config.paymentProvider === 'stripe') {
    if (!config.stripe)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
    const { StripePaymentProvider } = await import('./stripe-provider.js');
    return new StripePaymentProvider(config.stripe);
  }
  return new LocalPaymentProvider(db);
}
