import type { CurrencyCode } from '@partline/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Each billing currency's name (`CURRENCIES[code].name`, word for word in English) in the reader's
 * language (decision 330); `currency-names.test.ts` holds them equal.
 */
export const CURRENCY_NAME_TEXTS: Readonly<Record<CurrencyCode, MessageDescriptor>> = {
  BDT: msg`Bangladeshi taka`,
  USD: msg`US dollar`,
  EUR: msg`Euro`,
};
