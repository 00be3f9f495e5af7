import { describe, expect, it } from 'vitest';
import { formatAmount, formatExchangeRate, formatMoney } from './format-money.js';

describe('formatMoney (decision 324)', () => {
  it('writes an export currency with its symbol and both decimals', () => {
    expect(formatMoney(123_456, 'USD')).toBe('US$1,234.56');
    expect(formatMoney(123_456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(100, 'USD')).toBe('US$1.00');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(0, 'USD')).toBe('US$0.00');
    expect(formatMoney(-250, 'USD')).toBe('-US$2.50');
  });

  it('writes Taka as every page does', () => {
    expect(formatMoney(140_000, 'BDT')).toBe('Tk.\u00a01,400');
    expect(formatMoney(325_050, 'BDT')).toBe('Tk.\u00a03,250.50');
  });

  it('is exact to the last cent at the safe-integer limit', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('US$90,071,992,547,409.91');
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, 'EUR')).toBe('-€90,071,992,547,409.91');
  });

  it('takes another locale', () => {
    expect(formatMoney(123_456, 'USD', 'en-US')).toBe('$1,234.56');
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(() => formatMoney(1.5, 'USD')).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 1, 'USD')).toThrow(RangeError);
  });
});

describe('formatExchangeRate (decision 324)', () => {
  it('writes one unit in Taka with every decimal of the rate, at least two', () => {
    expect(formatExchangeRate('USD', '122.5')).toBe('US$1 = Tk.\u00a0122.50');
    expect(formatExchangeRate('EUR', '131.027500')).toBe('€1 = Tk.\u00a0131.0275');
    expect(formatExchangeRate('USD', '12345678.000001')).toBe('US$1 = Tk.\u00a012,345,678.000001');
  });
});

describe('formatAmount (decision 327)', () => {
  it('writes an amount in major units as the API answers it', () => {
    expect(formatAmount(1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatAmount(0.1 + 0.2, 'EUR')).toBe('€0.30');
    expect(formatAmount(1400, 'BDT')).toBe('Tk.\u00a01,400');
    expect(formatAmount(-12.05, 'USD')).toBe('-US$12.05');
  });
});
