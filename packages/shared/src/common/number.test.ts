import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moneySchema } from './money.schema.js';
import { numberField, parseGroupedNumber, wholeNumberField } from './number.js';

describe('parseGroupedNumber', () => {
  it('reads plain, thousands-grouped and lakh-grouped numbers alike', () => {
    expect(parseGroupedNumber('5000000')).toBe(5_000_000);
    expect(parseGroupedNumber('5,000,000')).toBe(5_000_000);
    expect(parseGroupedNumber('50,00,000')).toBe(5_000_000);
    expect(parseGroupedNumber('1,00,00,000')).toBe(10_000_000);
    expect(parseGroupedNumber('1,000')).toBe(1000);
    expect(parseGroupedNumber(' 3,250.50 ')).toBe(3250.5);
    expect(parseGroupedNumber('-1,200')).toBe(-1200);
    expect(parseGroupedNumber('0.05')).toBe(0.05);
  });

  it('refuses what is not a number written by a person', () => {
    for (const text of [
      '',
      ' ',
      '12,5',
      '1,0000',
      ',100',
      '100,',
      '1,,000',
      '1e3',
      'Tk. 5',
      '1.2.3',
      '5 000',
    ]) {
      expect(parseGroupedNumber(text), text).toBeUndefined();
    }
  });
});

describe('fields read grouped text', () => {
  const amount = moneySchema({ max: 1e9, numericStrings: true });

  it('takes an amount typed with either grouping', () => {
    expect(amount.parse('5,000,000')).toBe(5_000_000);
    expect(amount.parse('50,00,000')).toBe(5_000_000);
    expect(numberField('Required').parse('1,000')).toBe(1000);
    expect(wholeNumberField('Required').parse('1,000')).toBe(1000);
  });

  it('refuses wrong text with the field message, not a NaN message', () => {
    const result = amount.safeParse('50,0,000');
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('Enter an amount in Taka');
    expect(z.prettifyError(result.error!)).not.toMatch(/NaN/);
  });
});
