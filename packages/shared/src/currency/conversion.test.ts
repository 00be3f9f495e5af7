import { describe, expect, it } from 'vitest';
import { AmountTooLargeError } from '../common/money.js';
import type { ForeignCurrencyCode } from './currencies.js';
import { canonicalRate, convertPoishaTo, convertToPoisha, rateMillionths } from './conversion.js';

const MAX = Number.MAX_SAFE_INTEGER;

describe('rates as text (decision 324)', () => {
  it('reads a rate as millionths of a Taka, at most 6 decimals and 8 digits before the point', () => {
    expect(rateMillionths('122.5')).toBe(122_500_000n);
    expect(rateMillionths('0.000001')).toBe(1n);
    expect(rateMillionths('99999999.999999')).toBe(99_999_999_999_999n);
    expect(rateMillionths('131')).toBe(131_000_000n);
  });

  it.each(['0', '0.000000', '-1', '1e3', '1.1234567', '123456789', ' 1', '', '1.', '.5', '1,5'])(
    'refuses %j',
    (text) => {
      expect(() => rateMillionths(text)).toThrow(RangeError);
    },
  );

  it('writes a rate one way: no leading zeros, no trailing decimal zeros', () => {
    expect(canonicalRate('0121.500000')).toBe('121.5');
    expect(canonicalRate('122.000000')).toBe('122');
    expect(canonicalRate('0.000100')).toBe('0.0001');
  });
});

describe('Taka to an export currency and back, rounded once, a half away from zero', () => {
  it('converts at the recorded rate, exactly', () => {
    expect(convertPoishaTo('USD', 122_500, '122.5')).toBe(1_000); // Tk. 1,225 → US$10.00
    expect(convertToPoisha('USD', 1_000, '122.5')).toBe(122_500);
    expect(convertPoishaTo('EUR', 1_310_275, '131.0275')).toBe(10_000);
    expect(convertToPoisha('EUR', 10_000, '131.0275')).toBe(1_310_275);
    expect(convertPoishaTo('USD', 0, '122.5')).toBe(0);
  });

  it('rounds a half away from zero in both directions, never to even', () => {
    // At Tk. 2 a dollar a poisha is half a cent.
    expect([1, 3, 5, -1, -3, -5].map((p) => convertPoishaTo('USD', p, '2'))).toEqual([
      1, 2, 3, -1, -2, -3,
    ]);
    // At Tk. 100 a dollar: 2.49 → 2, 2.50 → 3, 2.51 → 3 cents.
    expect([249, 250, 251, -250].map((p) => convertPoishaTo('USD', p, '100'))).toEqual([
      2, 3, 3, -3,
    ]);
    // A cent is 122.5 poisha at Tk. 122.5.
    expect([1, 3, -1, -3].map((c) => convertToPoisha('USD', c, '122.5'))).toEqual([
      123, 368, -123, -368,
    ]);
    // Just below and at the half at the smallest rate: 0.499999 and 0.5 poisha.
    expect(convertToPoisha('EUR', 499_999, '0.000001')).toBe(0);
    expect(convertToPoisha('EUR', 500_000, '0.000001')).toBe(1);
    expect(convertToPoisha('EUR', 1, '122.499999')).toBe(122);
  });

  it('converts a credit to exactly minus its invoice', () => {
    for (const amount of [1, 7, 250, 12_345, 987_654_321]) {
      for (const rate of ['2', '100', '122.5', '131.0275']) {
        expect(convertPoishaTo('USD', -amount, rate) + convertPoishaTo('USD', amount, rate)).toBe(
          0,
        );
        expect(convertToPoisha('EUR', -amount, rate) + convertToPoisha('EUR', amount, rate)).toBe(
          0,
        );
      }
    }
  });

  it('stays exact up to the safe-integer limit and refuses what would go beyond it', () => {
    expect(convertPoishaTo('USD', MAX, '122.5')).toBe(73_528_157_181_559);
    expect(convertToPoisha('USD', 73_528_157_181_559, '122.5')).toBe(9_007_199_254_740_978);
    expect(convertPoishaTo('EUR', -MAX, '131.0275')).toBe(-68_742_815_475_690);
    expect(convertToPoisha('EUR', 68_742_815_475_690, '131.0275')).toBe(9_007_199_254_740_971);
    expect(convertPoishaTo('USD', MAX, '99999999.999999')).toBe(90_071_993);
    expect(convertToPoisha('USD', MAX, '0.000001')).toBe(9_007_199_255);
    expect(convertPoishaTo('USD', MAX, '1')).toBe(MAX);
    expect(convertToPoisha('USD', -MAX, '1')).toBe(-MAX);
    expect(() => convertToPoisha('USD', MAX, '122.5')).toThrow(AmountTooLargeError);
    expect(() => convertPoishaTo('USD', MAX, '0.000001')).toThrow(AmountTooLargeError);
  });

  it('refuses an amount that is not a safe integer, a bad rate, and the base currency', () => {
    for (const amount of [1.5, Number.NaN, MAX + 1, Infinity]) {
      expect(() => convertPoishaTo('USD', amount, '122.5')).toThrow(RangeError);
      expect(() => convertToPoisha('USD', amount, '122.5')).toThrow(RangeError);
    }
    expect(() => convertPoishaTo('USD', 100, '0')).toThrow(RangeError);
    expect(() => convertToPoisha('USD', 100, '122.5.0')).toThrow(RangeError);
    expect(() => convertPoishaTo('BDT' as ForeignCurrencyCode, 100, '1')).toThrow(RangeError);
    expect(() => convertToPoisha('GBP' as ForeignCurrencyCode, 100, '1')).toThrow(RangeError);
  });

  it('gives back the same cents after a trip through Taka, whenever a cent is worth a poisha or more', () => {
    const rates = ['1', '1.000001', '84.25', '122.5', '131.0275', '999.999999', '99999999.999999'];
    const amounts = [
      ...Array.from({ length: 2_001 }, (_, i) => i - 1_000),
      12_345_678,
      -98_765_432_109,
      73_528_157_181_559,
    ];
    for (const rate of rates) {
      const limit = Math.floor(MAX / Number(rate)) - 1;
      for (const cents of amounts.filter((amount) => Math.abs(amount) <= limit)) {
        expect(convertPoishaTo('USD', convertToPoisha('USD', cents, rate), rate), rate).toBe(cents);
      }
    }
  });

  it('gives back Taka within half a cent after a trip through dollars', () => {
    for (const rate of ['1', '84.25', '122.5', '131.0275']) {
      const halfCentPoisha = (Number(rate) + 1) / 2;
      for (let poisha = -5_000; poisha <= 5_000; poisha += 7) {
        const back = convertToPoisha('USD', convertPoishaTo('USD', poisha, rate), rate);
        expect(Math.abs(back - poisha), `${poisha} at ${rate}`).toBeLessThanOrEqual(halfCentPoisha);
      }
    }
  });
});
