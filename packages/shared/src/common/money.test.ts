import { describe, expect, it } from 'vitest';
import { formatTaka, toPoisha, toTaka } from './money.js';

describe('money', () => {
  it('converts Taka to integer poisha and back', () => {
    expect(toPoisha(1400)).toBe(140_000);
    expect(toPoisha(99.99)).toBe(9_999);
    expect(toPoisha(0.1 + 0.2)).toBe(30);
    expect(toTaka(140_000)).toBe(1400);
    expect(toTaka(9_999)).toBe(99.99);
  });

  it('refuses amounts that are not money', () => {
    expect(() => toPoisha(Number.NaN)).toThrow(RangeError);
    expect(() => toPoisha(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPoisha(1.005)).toThrow(RangeError);
  });

  it('formats Taka as the shop shows it: grouped, two decimals only with poisha', () => {
    expect(formatTaka(1400)).toBe('Tk.\u00a01,400');
    expect(formatTaka(68000)).toBe('Tk.\u00a068,000');
    expect(formatTaka(99.5)).toBe('Tk.\u00a099.50');
    expect(formatTaka(3250.5)).toBe('Tk.\u00a03,250.50');
    expect(formatTaka(0.05)).toBe('Tk.\u00a00.05');
    expect(formatTaka(0)).toBe('Tk.\u00a00');
    expect(formatTaka(-1200)).toBe('Tk.\u00a0-1,200');
    expect(formatTaka(1234567.89)).toBe('Tk.\u00a01,234,567.89');
    expect(formatTaka(4911000)).toBe('Tk.\u00a04,911,000');
  });

  it('never leaves a breakable space inside a figure', () => {
    for (const taka of [0, 1, 99.5, 1400, 4_911_000, 12_345_678.9]) {
      expect(formatTaka(taka)).not.toMatch(/ /);
    }
  });
});
