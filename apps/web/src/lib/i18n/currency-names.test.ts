import { CURRENCIES, type CurrencyCode } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { CURRENCY_NAME_TEXTS } from './currency-names';

describe("the billing currencies' names (decision 330)", () => {
  it('are the shared names word for word', () => {
    for (const code of Object.keys(CURRENCIES) as CurrencyCode[]) {
      expect(CURRENCY_NAME_TEXTS[code].message).toBe(CURRENCIES[code].name);
    }
  });
});
