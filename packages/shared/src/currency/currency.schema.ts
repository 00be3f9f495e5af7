import { z } from 'zod';
import { addDays, shopDay } from '../admin/shop-day.js';
import { InstantSchema } from '../common/instant.js';
import { PageQuerySchema } from '../common/keyset-page.js';
import {
  CURRENCIES,
  FOREIGN_CURRENCIES,
  SUPPORTED_CURRENCIES,
  type CurrencyCode,
} from './currencies.js';
import { RATE_DECIMALS, RATE_INTEGER_DIGITS } from './conversion.js';
import { CURRENCY_MESSAGES as M } from './currency.messages.js';

/*
 * The contract of billing currencies and exchange rates (decision 324): what the back office's
 * Currencies page sends and reads, validated by the same schemas on the server.
 */

/** A supported currency's ISO 4217 code: `BDT`, `USD` or `EUR`. */
export const CurrencyCodeSchema = z.enum(SUPPORTED_CURRENCIES, { error: M.currencyUnsupported });

/** An export currency's code, the currencies rates are recorded for: `USD` or `EUR`. */
export const ForeignCurrencySchema = z.enum(FOREIGN_CURRENCIES, {
  error: M.foreignCurrencyRequired,
});

const RATE_TEXT = new RegExp(`^\\d{1,${RATE_INTEGER_DIGITS}}(\\.\\d{1,${RATE_DECIMALS}})?$`);

/**
 * An exchange rate: Taka for one unit of the currency, as a decimal string (exact: a JSON number
 * would pass through a float) with at most {@link RATE_DECIMALS} decimals and
 * {@link RATE_INTEGER_DIGITS} digits before the point, above 0: `'122.5'`, `'131.0275'`.
 * Surrounding spaces are dropped.
 */
export const BdtPerUnitSchema = z
  .string({ error: M.rateRequired })
  .trim()
  .min(1, { error: M.rateRequired, abort: true })
  .regex(RATE_TEXT, { error: M.rateInvalid, abort: true })
  .refine((text) => /[1-9]/.test(text), { error: M.rateNotPositive })
  .describe('Taka for one unit of the currency, a decimal string with at most 6 decimals');

/** The first day a rate may be recorded for. */
export const EARLIEST_RATE_DAY = '2000-01-01';

/**
 * The day a rate applies from (`YYYY-MM-DD`, Asia/Dhaka): a date that exists, from
 * {@link EARLIEST_RATE_DAY}, and tomorrow in Dhaka at the latest — tomorrow's Bangladesh Bank
 * rate may be entered the evening before, a later one is not known yet. Checked against the clock
 * of whoever parses it: the server's decides.
 */
export const EffectiveDaySchema = z.iso
  .date({ error: M.dayInvalid })
  .refine((day) => day >= EARLIEST_RATE_DAY, { error: M.dayTooEarly })
  .refine((day) => day <= addDays(shopDay(), 1), { error: M.dayTooLate })
  .describe('The day (Asia/Dhaka) the rate applies from, YYYY-MM-DD; tomorrow at the latest');

/** Longest `source` of a rate, characters. */
export const RATE_SOURCE_MAX = 120;

/** Where rates come from unless the admin says otherwise. */
export const DEFAULT_RATE_SOURCE = 'Bangladesh Bank';

/**
 * `POST /admin/exchange-rates` body (decision 324): the rate of `currency` from `effectiveOn` on,
 * in Taka per unit, and where the admin read it (default {@link DEFAULT_RATE_SOURCE}). One rate
 * per currency and day: a second answers 409.
 */
export const RecordExchangeRateInputSchema = z
  .object({
    currency: ForeignCurrencySchema,
    bdtPerUnit: BdtPerUnitSchema,
    effectiveOn: EffectiveDaySchema,
    source: z
      .string({ error: M.sourceRequired })
      .trim()
      .min(1, { error: M.sourceRequired })
      .max(RATE_SOURCE_MAX, { error: M.sourceTooLong(RATE_SOURCE_MAX) })
      .default(DEFAULT_RATE_SOURCE),
  })
  .meta({ id: 'RecordExchangeRate' });
/** What the form holds and a client sends. */
export type RecordExchangeRateInput = z.input<typeof RecordExchangeRateInputSchema>;
/** A parsed {@link RecordExchangeRateInputSchema}. */
export type RecordExchangeRateValues = z.output<typeof RecordExchangeRateInputSchema>;

/** An exchange rate as the API answers it. */
export const ExchangeRateSchema = z
  .object({
    id: z.uuid(),
    currency: ForeignCurrencySchema,
    bdtPerUnit: z
      .string()
      .describe('Taka for one unit, a decimal string without trailing zeros: `122.5`'),
    effectiveOn: z.iso.date().describe('The day (Asia/Dhaka) it applies from'),
    source: z.string(),
    recordedAt: InstantSchema,
  })
  .meta({ id: 'ExchangeRate' });
/** An exchange rate. */
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

/** `GET /admin/exchange-rates`: a page of rates, newest day first. */
export const ExchangeRateListSchema = z.array(ExchangeRateSchema).meta({ id: 'ExchangeRates' });

/**
 * `GET /admin/exchange-rates` query: the paging parameters (decision 210) and, optionally, one
 * `currency`.
 */
export const ExchangeRatePageQuerySchema = PageQuerySchema.extend({
  currency: z
    .preprocess((value) => (value === '' ? undefined : value), ForeignCurrencySchema.optional())
    .describe('Only the rates of this currency; absent: every currency.'),
});
/** A parsed {@link ExchangeRatePageQuerySchema}. */
export type ExchangeRatePageQuery = z.output<typeof ExchangeRatePageQuerySchema>;

/** The rate a currency is converted at on a day: its value, the day it applies from, its source. */
export const RateInForceSchema = z
  .object({
    bdtPerUnit: z.string().describe('Taka for one unit'),
    effectiveOn: z.iso.date().describe('The day (Asia/Dhaka) it applies from'),
    source: z.string(),
  })
  .meta({ id: 'RateInForce' });
/** A rate in force. */
export type RateInForce = z.infer<typeof RateInForceSchema>;

/** A currency as the back office reads it (decision 324). */
export const BillingCurrencySchema = z
  .object({
    code: CurrencyCodeSchema,
    name: z.string(),
    minorUnitExponent: z.number().int().describe('Decimals of its minor unit (ISO 4217)'),
    base: z.boolean().describe('The base currency (BDT): always enabled, no rate'),
    enabled: z.boolean().describe('Whether companies may be billed in it'),
    rateToday: RateInForceSchema.nullable().describe(
      'The rate in force today (Asia/Dhaka): the latest recorded on or before today; null for ' +
        'the base and a currency with none',
    ),
    companyCount: z.number().int().describe('Companies billed in it'),
    priceListCount: z.number().int().describe('Price lists in it'),
  })
  .meta({ id: 'BillingCurrency' });
/** A billing currency. */
export type BillingCurrency = z.infer<typeof BillingCurrencySchema>;

/** `GET /admin/currencies`: today's day in Dhaka and every supported currency, base first. */
export const BillingCurrenciesSchema = z
  .object({
    today: z.iso.date().describe('Today in Asia/Dhaka, the day `rateToday` is in force on'),
    currencies: z.array(BillingCurrencySchema),
  })
  .meta({ id: 'BillingCurrencies' });
/** The billing currencies. */
export type BillingCurrencies = z.infer<typeof BillingCurrenciesSchema>;

/** `PUT /admin/currencies/{code}` path. */
export const CurrencyParamsSchema = z.object({ code: CurrencyCodeSchema });

/** `PUT /admin/currencies/{code}` body: enable or disable the currency. */
export const SetCurrencyEnabledInputSchema = z
  .object({ enabled: z.boolean({ error: 'Say whether the currency is enabled: true or false' }) })
  .meta({ id: 'SetCurrencyEnabled' });
/** A parsed {@link SetCurrencyEnabledInputSchema}. */
export type SetCurrencyEnabledInput = z.output<typeof SetCurrencyEnabledInputSchema>;

/** The name of `code` as people read it: `US dollar (USD)`. */
export function currencyLabel(code: CurrencyCode): string {
  return `${CURRENCIES[code].name} (${code})`;
}
