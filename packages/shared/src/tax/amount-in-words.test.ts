import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    [0, 'Taka Zero Only'],
    [50, 'Taka Zero and Fifty Poisha Only'],
    [100, 'Taka One Only'],
    [1_900, 'Taka Nineteen Only'],
    [2_100, 'Taka Twenty-One Only'],
    [10_000, 'Taka One Hundred Only'],
    [100_000, 'Taka One Thousand Only'],
    [140_005, 'Taka One Thousand Four Hundred and Five Poisha Only'],
    [2_800_000, 'Taka Twenty-Eight Thousand Only'],
    [10_000_000, 'Taka One Lakh Only'],
    [
      12_345_678_90,
      'Taka One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Poisha Only',
    ],
    [
      99_99_99_999,
      'Taka Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Poisha Only',
    ],
    [1_00_00_00_000_00, 'Taka One Hundred Crore Only'],
    [2_05_00_07_011_01, 'Taka Two Hundred Five Crore Seven Thousand Eleven and One Poisha Only'],
  ])('%i poisha → %s', (poisha, words) => {
    expect(amountInWords(poisha)).toBe(words);
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
