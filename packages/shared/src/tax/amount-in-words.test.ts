import { describe, expect, it } from 'vitest';
import { amountInBanglaWords, amountInWords } from './amount-in-words.js';

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

describe('amountInBanglaWords', () => {
  it.each([
    [0, 'শূন্য টাকা মাত্র'],
    [50, 'শূন্য টাকা পঞ্চাশ পয়সা মাত্র'],
    [100, 'এক টাকা মাত্র'],
    [1_900, 'উনিশ টাকা মাত্র'],
    [2_900, 'ঊনত্রিশ টাকা মাত্র'],
    [8_800, 'অষ্টাশি টাকা মাত্র'],
    [9_900, 'নিরানব্বই টাকা মাত্র'],
    [10_000, 'একশত টাকা মাত্র'],
    [50_500, 'পাঁচশত পাঁচ টাকা মাত্র'],
    [140_005, 'এক হাজার চারশত টাকা পাঁচ পয়সা মাত্র'],
    [12_500_050, 'এক লক্ষ পঁচিশ হাজার টাকা পঞ্চাশ পয়সা মাত্র'],
    [12_345_678_90, 'এক কোটি তেইশ লক্ষ পঁয়তাল্লিশ হাজার ছয়শত আটাত্তর টাকা নব্বই পয়সা মাত্র'],
    [99_99_99_999, 'নিরানব্বই লক্ষ নিরানব্বই হাজার নয়শত নিরানব্বই টাকা নিরানব্বই পয়সা মাত্র'],
    [1_00_00_00_000_00, 'একশত কোটি টাকা মাত্র'],
    [2_05_00_07_011_01, 'দুইশত পাঁচ কোটি সাত হাজার এগারো টাকা এক পয়সা মাত্র'],
  ])('%i poisha → %s', (poisha, words) => {
    expect(amountInBanglaWords(poisha)).toBe(words);
  });

  it('spells every number below a hundred as Bangla does, each its own word', () => {
    // Spot checks of the irregular ones against the written forms, and no two alike.
    const words = Array.from({ length: 100 }, (_, n) =>
      amountInBanglaWords(n * 100).replace(' টাকা মাত্র', ''),
    );
    expect(new Set(words).size).toBe(100);
    expect([words[11], words[37], words[49], words[52], words[71], words[79], words[92]]).toEqual([
      'এগারো',
      'সাঁইত্রিশ',
      'ঊনপঞ্চাশ',
      'বায়ান্ন',
      'একাত্তর',
      'ঊনআশি',
      'বিরানব্বই',
    ]);
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => amountInBanglaWords(-1)).toThrow(RangeError);
    expect(() => amountInBanglaWords(1.5)).toThrow(RangeError);
  });
});
