import { describe, expect, it } from 'vitest';
import {
  AmountTooLargeError,
  MAX_AMOUNT_POISHA,
  checkedLineTotal,
  checkedSum,
  toPoisha,
} from './money.js';
import { MONEY_MESSAGES, isExactTaka, moneySchema } from './money.schema.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('isExactTaka', () => {
  it('takes amounts of at most two decimals, as JSON writes them', () => {
    for (const taka of [0, 0.29, 0.3, 12.34, 1400, 99_999_999.99, -5.5, 90_071_992_547_409.91]) {
      expect(isExactTaka(taka), String(taka)).toBe(true);
      expect(toPoisha(taka) / 100).toBe(taka);
    }
  });

  it('refuses more decimals, tiny and huge amounts and what is no number', () => {
    for (const taka of [0.001, 12.345, 1e-7, 0.1 + 0.2, 2 ** 53, 1e300, NaN, Infinity]) {
      expect(isExactTaka(taka), String(taka)).toBe(false);
    }
  });
});

describe('moneySchema', () => {
  const limit = moneySchema({ max: 1_000_000_000, numericStrings: true });
  const price = moneySchema({
    min: 'positive',
    max: 100,
    messages: { invalid: 'Price must be a number', notPositive: 'Price must be more than 0' },
  });

  it('takes numbers, and numeric text where the field allows it', () => {
    expect(limit.parse(12.34)).toBe(12.34);
    expect(limit.parse('250.50')).toBe(250.5);
    expect(limit.parse(' 7 ')).toBe(7);
    expect(price.parse(99.99)).toBe(99.99);
  });

  it('refuses booleans, arrays, other text and more than two decimals, each with its message', () => {
    expect(messages(limit.safeParse(true))).toEqual([MONEY_MESSAGES.invalid]);
    expect(messages(limit.safeParse([]))).toEqual([MONEY_MESSAGES.invalid]);
    expect(messages(limit.safeParse('1e3'))).toEqual([MONEY_MESSAGES.invalid]);
    expect(messages(limit.safeParse(0.001))).toEqual([MONEY_MESSAGES.decimals]);
    expect(messages(limit.safeParse('12.345'))).toEqual([MONEY_MESSAGES.decimals]);
    expect(messages(limit.safeParse(1e-7))).toEqual([MONEY_MESSAGES.decimals]);
    expect(messages(limit.safeParse(-1))).toEqual([MONEY_MESSAGES.negative]);
    expect(messages(limit.safeParse(1e10))).toEqual([MONEY_MESSAGES.tooLarge]);
    expect(messages(price.safeParse('5'))).toEqual(['Price must be a number']);
    expect(messages(price.safeParse(0))).toEqual(['Price must be more than 0']);
  });

  it('never allows more than 2^53 poisha, whatever the field maximum', () => {
    const huge = moneySchema({ max: Number.MAX_VALUE });
    expect(huge.safeParse(90_071_992_547_409.91).success).toBe(true);
    expect(huge.safeParse(90_071_992_547_410).success).toBe(false);
  });
});

describe('checked totals', () => {
  it('multiplies and adds safe amounts exactly', () => {
    expect(checkedLineTotal(10_000_000_000, 900_000)).toBe(9e15);
    expect(checkedSum([4.5e15, 4.5e15])).toBe(9e15);
  });

  it('refuses a line or a sum above 2^53 poisha', () => {
    expect(() => checkedLineTotal(10_000_000_000, 100_000_000)).toThrow(AmountTooLargeError);
    expect(() => checkedSum([9e15, 9e15])).toThrow(AmountTooLargeError);
    expect(() => checkedSum([MAX_AMOUNT_POISHA + 2])).toThrow(AmountTooLargeError);
  });
});
