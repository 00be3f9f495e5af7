import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { LocalPaymentProvider } from './local-provider.js';
import type { CardPaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

export type { CardPaymentProvider, PaymentProvider } from './payment-provider.js';

/**
 * The one place that chooses the payment provider (decision 102): Stripe with the `STRIPE_*` keys
 * when `config.paymentProvider` is `stripe`, or the local simulated processor on `db` (the
 * default).
 * @throws Error when `stripe` is asked without keys (loadConfig already refuses that).
 */
export function createPaymentProvider(
  config: Pick<Config, 'paymentProvider' | 'stripe'>,
  db: Database,
): CardPaymentProvider {
  if (config.paymentProvider === 'stripe') {
    if (!config.stripe)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
    return new StripePaymentProvider(config.stripe);
  }
  return new LocalPaymentProvider(db);
}
