import { formatCalendarDay } from '../common/shop-time.js';
import { formatQuantity } from '../common/quantity.js';

/** `n` with the singular or the plural of its noun: `1 company`, `3 companies`. */
const counted = (n: number, one: string, many: string) =>
  `${formatQuantity(n)} ${n === 1 ? one : many}`;

/** Texts of billing currencies and exchange rates, their page and their API (decision 324). */
export const CURRENCY_MESSAGES = {
  currencyUnsupported: 'Choose BDT, USD or EUR',
  foreignCurrencyRequired: 'Choose USD or EUR: Taka is the base currency',
  rateRequired: 'Enter the rate: Taka for one unit of the currency, e.g. 122.50',
  rateInvalid: 'Enter Taka for one unit with at most 6 decimals, e.g. 122.4567',
  rateNotPositive: 'A rate is more than 0',
  dayInvalid: 'Enter a date as YYYY-MM-DD',
  dayTooEarly: 'Rates are recorded from 1 January 2000 on',
  dayTooLate: 'A rate can be recorded for tomorrow at the latest',
  sourceRequired: 'Say where the rate comes from, e.g. Bangladesh Bank',
  sourceTooLong: (max: number) => `At most ${max} characters`,
  /** 409: the unique index holds one rate per currency and day. */
  rateTaken: (currency: string, day: string) =>
    `A ${currency} rate for ${formatCalendarDay(day)} is already recorded. A recorded rate stays as it is: documents may have been converted at it.`,
  /** 400: `PUT /admin/currencies/BDT` with `enabled: false`. */
  baseAlwaysEnabled: "Taka (BDT) is the shop's base currency and cannot be disabled",
  /** 409: enabling a currency with no rate in force today. */
  rateNeededToEnable: (currency: string) =>
    `Record a ${currency} exchange rate in force today first: a currency cannot be enabled without one`,
  /** 409: disabling a currency companies are billed in. */
  billedCompanies: (currency: string, count: number) =>
    `${counted(count, 'company is', 'companies are')} billed in ${currency}: bill ${count === 1 ? 'it' : 'them'} in another currency first`,
  /** 409: disabling a currency price lists are in. */
  priceListsIn: (currency: string, count: number) =>
    `${counted(count, 'price list is', 'price lists are')} in ${currency}: change or delete ${count === 1 ? 'it' : 'them'} first`,
  /** 409: billing a company in a currency the shop has not enabled (the next step's company form). */
  notEnabled: (currency: string) =>
    `${currency} is not enabled: enable it on the Currencies page first`,
  /** 409: a document in a currency with no rate for its day (the next step's checkout, invoices). */
  noRateOn: (currency: string, day: string) =>
    `No ${currency} exchange rate is recorded for ${formatCalendarDay(day)} or before`,
  /** 409: `POST /orders` (one product) by a buyer billed in a foreign currency (decision 327). */
  orderThroughCart: (currency: string) =>
    `Your company is billed in ${currency}: add the product to your cart and check out there`,
  /** 409: a Taka-only payment rail (bKash, SSLCommerz) for an order in a foreign currency. */
  takaRailOnly: (rail: string, currency: string) =>
    `${rail} takes Taka only: pay this ${currency} order by card or bank transfer`,
  rateRecorded: 'Exchange rate recorded',
  enabled: (currency: string) => `${currency} enabled`,
  disabled: (currency: string) => `${currency} disabled`,
} as const;
