import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BASE_CURRENCY, type CurrencyCode } from '@partline/shared';

/**
 * The unit an amount field's label names (decision 327): `Tk.` for Taka, as the specification's
 * labels write it (`Credit limit (Tk.)`; `টাকা` in Bangla), else the currency's ISO code
 * (`Credit limit (USD)`).
 */
export const amountUnit = (currency: CurrencyCode, i18n: I18n) =>
  currency === BASE_CURRENCY ? i18n._(msg`Tk.`) : currency;
