/*
 * The currencies the shop bills in (decision 324): the Bangladeshi taka, its base currency, and
 * the export currencies an admin may enable. Amounts are integers of a currency's minor unit
 * (poisha, cents), always with their currency beside them, never summed across currencies.
 */

/** Every currency the shop can bill in, ISO 4217 codes; the first is the base. */
export const SUPPORTED_CURRENCIES = ['BDT', 'USD', 'EUR'] as const;
/** One of {@link SUPPORTED_CURRENCIES}. */
export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

/** The shop's base currency: what prices, tax and the books are kept in (decision 003). */
export const BASE_CURRENCY = 'BDT' satisfies CurrencyCode;

/** The currencies an admin enables and records exchange rates for: every one but the base. */
export const FOREIGN_CURRENCIES = ['USD', 'EUR'] as const satisfies readonly CurrencyCode[];
/** One of {@link FOREIGN_CURRENCIES}. */
export type ForeignCurrencyCode = (typeof FOREIGN_CURRENCIES)[number];

/** What the shop knows of a currency. */
export interface CurrencyInfo {
  code: CurrencyCode;
  /** Its English name, as ISO 4217 lists it. */
  name: string;
  /**
   * Its minor unit as a power of ten (ISO 4217 "minor unit" column): 2 for BDT (100 poisha to the
   * taka), USD (cents) and EUR (cents). An amount of 12,345 minor units is 123.45.
   */
  minorUnitExponent: number;
}

/** Each supported currency (ISO 4217: code, name and minor unit). */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  BDT: { code: 'BDT', name: 'Bangladeshi taka', minorUnitExponent: 2 },
  USD: { code: 'USD', name: 'US dollar', minorUnitExponent: 2 },
  EUR: { code: 'EUR', name: 'Euro', minorUnitExponent: 2 },
};

/** Whether `code` is one of {@link SUPPORTED_CURRENCIES}. */
export function isSupportedCurrency(code: string): code is CurrencyCode {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

/** Whether `code` is one of {@link FOREIGN_CURRENCIES}: not the base, and supported. */
export function isForeignCurrency(code: string): code is ForeignCurrencyCode {
  return (FOREIGN_CURRENCIES as readonly string[]).includes(code);
}
