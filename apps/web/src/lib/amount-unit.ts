import { BASE_CURRENCY, type CurrencyCode } from '@partline/shared';

/**
 * The unit an amount field's label names (decision 327): `Tk.` for Taka, as the specification's
 * labels write it (`Credit limit (Tk.)`), else the currency's ISO code (`Credit limit (USD)`).
 */
export const amountUnit = (currency: CurrencyCode) =>
  currency === BASE_CURRENCY ? 'Tk.' : currency;
