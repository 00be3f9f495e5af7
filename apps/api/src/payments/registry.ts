import {
  PAYMENT_OPTION_TEXTS,
  type PaymentOption,
  type PaymentOptionName,
  type PaymentProviderName,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import type { BankTransferConfig, Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { paymentSessions } from '../db/schema/index.js';
import { leaveWriteSlot } from '../plugins/write-slots.js';
import { BkashPaymentProvider } from './bkash-provider.js';
import { createPaymentProvider } from './index.js';
import type { CardPaymentProvider, PaymentProvider } from './payment-provider.js';
import { SslcommerzPaymentProvider } from './sslcommerz-provider.js';

/**
 * The payment rails of this installation (decision 311): the card provider of `PAYMENT_PROVIDER`
 * (`local` or `stripe`), the redirect providers that have keys (SSLCommerz, bKash), and bank
 * transfer against a proforma invoice. Routes and flows ask it for a provider by name, never for a
 * class (decision 102).
 */
export interface PaymentRegistry {
  /** The card provider: the card form of the payment page, `POST /create-payment-intent`. */
  readonly card: CardPaymentProvider;
  /**
   * Whether buyers may pay with {@link card}: Stripe always; the `local` simulator only while
   * `localCardOffered` (a shop taking real money never accepts a simulated card). A provider not
   * offered still refunds what it took.
   */
  readonly cardOffered: boolean;
  /** Bank transfer's settings (`BANK_TRANSFER_*`). */
  readonly bankTransfer: BankTransferConfig;
  /**
   * The provider of this name when this installation has it, else `undefined` — also the card
   * provider when it is not offered, so that what it took can be refunded.
   */
  get(name: PaymentProviderName | string): PaymentProvider | undefined;
  /** The options a buyer is offered, in the order to show them (`GET /client-config`). */
  options(): PaymentOption[];
}

/** What {@link createPaymentRegistry} reads of the configuration. */
export type PaymentRegistryConfig = Pick<
  Config,
  'paymentProvider' | 'localCardOffered' | 'stripe' | 'sslcommerz' | 'bkash' | 'bankTransfer'
>;

/**
 * A provider given instead of the configured one of its name: made, or made on the app's database
 * (a provider that reads its sessions, as bKash's does).
 */
export type ProviderOverride = PaymentProvider | ((db: Database) => PaymentProvider);

/** The methods of a provider that send a request to it (`PaymentProvider`). */
const REQUESTS_TO_PROVIDER = new Set<string | symbol>([
  'createIntent',
  'retrieveIntent',
  'refund',
  'refundPart',
  'startSession',
  'finishSession',
]);

/**
 * `provider` with each of its requests made outside the calling handler's write slot (decision
 * 341, amended): the handler gives its slot up before it waits on Stripe, SSLCommerz or bKash, so
 * that a provider slow to answer (up to its timeout) never holds the instance's writes. The
 * `local` simulator answers from this process and is given as it is: its calls are the handler's
 * own work.
 */
function requestsLeaveWriteSlot<P extends PaymentProvider>(provider: P): P {
  if (provider.name === 'local') return provider;
  return new Proxy(provider, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // Called on the provider itself, never the proxy: its private fields stay reachable.
      const method = value as (...args: unknown[]) => unknown;
      if (!REQUESTS_TO_PROVIDER.has(key)) return method.bind(target);
      return (...args: unknown[]) => {
        leaveWriteSlot();
        return method.apply(target, args);
      };
    },
  });
}

/**
 * The one place that builds the payment rails from the configuration (decisions 102, 311).
 * @param overrides providers used instead of the configured ones (tests pass stand-in clients).
 */
export async function createPaymentRegistry(
  config: PaymentRegistryConfig,
  db: Database,
  overrides: {
    card?: CardPaymentProvider | undefined;
    others?: readonly ProviderOverride[] | undefined;
  } = {},
): Promise<PaymentRegistry> {
  const card = requestsLeaveWriteSlot(overrides.card ?? (await createPaymentProvider(config, db)));
  const providers = new Map<string, PaymentProvider>([[card.name, card]]);
  for (const other of overrides.others ?? []) {
    const provider = typeof other === 'function' ? other(db) : other;
    providers.set(provider.name, requestsLeaveWriteSlot(provider));
  }
  if (config.bkash && !providers.has('bkash')) {
    providers.set('bkash', requestsLeaveWriteSlot(new BkashPaymentProvider(config.bkash, db)));
  }
  if (config.sslcommerz && !providers.has('sslcommerz')) {
    providers.set(
      'sslcommerz',
      requestsLeaveWriteSlot(new SslcommerzPaymentProvider(config.sslcommerz, db)),
    );
  }

  const offered = (option: PaymentOptionName, extra: Partial<PaymentOption> = {}) => ({
    option,
    ...PAYMENT_OPTION_TEXTS[option],
    maxOrderTaka: null,
    holdDays: null,
    // The Taka rails (decision 327).
    takaOnly: option === 'sslcommerz' || option === 'bkash',
    ...extra,
  });

  const cardOffered = card.name === 'stripe' || config.localCardOffered;
  return {
    card,
    cardOffered,
    bankTransfer: config.bankTransfer,
    get: (name) => providers.get(name),
    options() {
      // The card first: the specification's payment page is a card form (spec §2 /payment/:id).
      const list: PaymentOption[] = cardOffered ? [offered(card.name)] : [];
      if (providers.has('sslcommerz')) list.push(offered('sslcommerz'));
      if (providers.has('bkash') && config.bkash) {
        list.push(offered('bkash', { maxOrderTaka: config.bkash.maxOrderPoisha / 100 }));
      }
      if (config.bankTransfer.enabled) {
        list.push(offered('bank_transfer', { holdDays: config.bankTransfer.holdDays }));
      }
      return list;
    },
  };
}

/**
 * The provider that made the intent or session `intentId`: the redirect provider of a
 * `payment_sessions` row of that id, else the card provider. `undefined` when that provider is not
 * configured on this server any more, or the card provider is not offered (decision 311).
 */
export async function providerOfIntent(
  db: Database,
  registry: PaymentRegistry,
  intentId: string,
): Promise<PaymentProvider | undefined> {
  const [session] = await db
    .select({ provider: paymentSessions.provider })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, intentId))
    .limit(1);
  if (session) return registry.get(session.provider);
  return registry.cardOffered ? registry.card : undefined;
}
