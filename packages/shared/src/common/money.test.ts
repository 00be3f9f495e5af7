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

  it('formats Taka as the shop shows it', () => {
    expect(formatTaka(1400)).toBe('Tk. 1,400');
    expect(formatTaka(68000)).toBe('Tk. 68,000');
    expect(formatTaka(99.5)).toBe('Tk. 99.5');
    expect(formatTaka(0)).toBe('Tk. 0');
    expect(formatTaka(1234567.89)).toBe('Tk. 1,234,567.89');
  });
});
