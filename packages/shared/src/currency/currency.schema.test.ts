import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_MESSAGES as M } from './currency.messages.js';
import { RecordExchangeRateInputSchema } from './currency.schema.js';

/** The messages of `input`'s problems by field, or `{}` when it passes. */
function problems(input: object): Record<string, string[]> {
  const parsed = RecordExchangeRateInputSchema.safeParse(input);
  if (parsed.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (byField[issue.path.join('.')] ??= []).push(issue.message);
  }
  return byField;
}

const valid = { currency: 'USD', bdtPerUnit: '122.5', effectiveOn: '2026-11-29' };

describe('RecordExchangeRateInputSchema (decision 324)', () => {
  beforeEach(() => {
    // 23:30 on 29 November in Dhaka (UTC+6): tomorrow is the 30th.
    vi.useFakeTimers({ now: new Date('2026-11-29T17:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('takes a rate of an export currency for a day up to tomorrow in Dhaka, source defaulted', () => {
    expect(RecordExchangeRateInputSchema.parse({ ...valid, bdtPerUnit: ' 122.450000 ' })).toEqual({
      ...valid,
      bdtPerUnit: '122.450000',
      source: 'Bangladesh Bank',
    });
    expect(problems({ ...valid, effectiveOn: '2026-11-30' })).toEqual({});
    expect(problems({ ...valid, effectiveOn: '2000-01-01', source: 'Sonali Bank' })).toEqual({});
  });

  it('refuses the day after tomorrow, an early day and a date that does not exist', () => {
    expect(problems({ ...valid, effectiveOn: '2026-12-01' })).toEqual({
      effectiveOn: [M.dayTooLate],
    });
    expect(problems({ ...valid, effectiveOn: '1999-12-31' })).toEqual({
      effectiveOn: [M.dayTooEarly],
    });
    expect(problems({ ...valid, effectiveOn: '2026-02-30' })).toEqual({
      effectiveOn: [M.dayInvalid],
    });
  });

  it('refuses a rate that is not a positive decimal string of at most 6 decimals', () => {
    expect(problems({ ...valid, bdtPerUnit: '0.000000' })).toEqual({
      bdtPerUnit: [M.rateNotPositive],
    });
    for (const bdtPerUnit of ['-1', '1e2', '122.4567891', '123456789', '1,22']) {
      expect(problems({ ...valid, bdtPerUnit }), bdtPerUnit).toEqual({
        bdtPerUnit: [M.rateInvalid],
      });
    }
    expect(problems({ ...valid, bdtPerUnit: 122.5 })).toEqual({ bdtPerUnit: [M.rateRequired] });
    expect(problems({ ...valid, bdtPerUnit: '' })).toEqual({ bdtPerUnit: [M.rateRequired] });
  });

  it('refuses the base currency and currencies the shop does not bill in', () => {
    for (const currency of ['BDT', 'GBP', 'usd']) {
      expect(problems({ ...valid, currency })).toEqual({ currency: [M.foreignCurrencyRequired] });
    }
  });
});
