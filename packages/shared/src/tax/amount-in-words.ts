// Amounts in words as Bangladeshi documents write them (the South Asian system: thousand, lakh,
// crore). A tax invoice states its total in figures and in words (VAT Rules 2016 r. 40).

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words: `45` → `"Forty-Five"`. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

/** 1–999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number ≥ 1 in words by the South Asian system: crore (10,000,000), lakh (100,000),
 * thousand, hundred; more than 99 crore is that many crore (`1,00,00,00,000` → "One Hundred
 * Crore").
 */
function wholeInWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  if (crore) parts.push(`${wholeInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in poisha in English words, as a tax invoice (Mushak-6.3) states its total:
 * `amountInWords(12_345_678_90)` → `"Taka One Crore Twenty-Three Lakh Forty-Five Thousand Six
 * Hundred Seventy-Eight and Ninety Poisha Only"`; `0` → `"Taka Zero Only"`; `50` → `"Taka Zero and
 * Fifty Poisha Only"`.
 * @throws RangeError for a negative or non-integer amount of poisha.
 */
export function amountInWords(poisha: number): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) {
    throw new RangeError(`Not an amount in poisha: ${poisha}`);
  }
  const taka = Math.floor(poisha / 100);
  const cents = poisha % 100;
  const takaWords = taka === 0 ? 'Zero' : wholeInWords(taka);
  return `Taka ${takaWords}${cents ? ` and ${belowHundred(cents)} Poisha` : ''} Only`;
}

/**
 * 0–99 in Bangla words, index = number. Bangla has no regular pattern below a hundred (২৯ is
 * ঊনত্রিশ, "one short of thirty"; ৮৮ is অষ্টাশি), so every word is listed, in the Bangla Academy's
 * spelling (ঊন- with long ঊ).
 */
// Ten a row: the row is the tens digit.
// prettier-ignore
const BANGLA_BELOW_HUNDRED = [
  'শূন্য', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট', 'নয়',
  'দশ', 'এগারো', 'বারো', 'তেরো', 'চৌদ্দ', 'পনেরো', 'ষোলো', 'সতেরো', 'আঠারো', 'উনিশ',
  'বিশ', 'একুশ', 'বাইশ', 'তেইশ', 'চব্বিশ', 'পঁচিশ', 'ছাব্বিশ', 'সাতাশ', 'আটাশ', 'ঊনত্রিশ',
  'ত্রিশ', 'একত্রিশ', 'বত্রিশ', 'তেত্রিশ', 'চৌত্রিশ', 'পঁয়ত্রিশ', 'ছত্রিশ', 'সাঁইত্রিশ', 'আটত্রিশ', 'ঊনচল্লিশ',
  'চল্লিশ', 'একচল্লিশ', 'বিয়াল্লিশ', 'তেতাল্লিশ', 'চুয়াল্লিশ', 'পঁয়তাল্লিশ', 'ছেচল্লিশ', 'সাতচল্লিশ', 'আটচল্লিশ', 'ঊনপঞ্চাশ',
  'পঞ্চাশ', 'একান্ন', 'বায়ান্ন', 'তিপ্পান্ন', 'চুয়ান্ন', 'পঞ্চান্ন', 'ছাপ্পান্ন', 'সাতান্ন', 'আটান্ন', 'ঊনষাট',
  'ষাট', 'একষট্টি', 'বাষট্টি', 'তেষট্টি', 'চৌষট্টি', 'পঁয়ষট্টি', 'ছেষট্টি', 'সাতষট্টি', 'আটষট্টি', 'ঊনসত্তর',
  'সত্তর', 'একাত্তর', 'বাহাত্তর', 'তিয়াত্তর', 'চুয়াত্তর', 'পঁচাত্তর', 'ছিয়াত্তর', 'সাতাত্তর', 'আটাত্তর', 'ঊনআশি',
  'আশি', 'একাশি', 'বিরাশি', 'তিরাশি', 'চুরাশি', 'পঁচাশি', 'ছিয়াশি', 'সাতাশি', 'অষ্টাশি', 'ঊননব্বই',
  'নব্বই', 'একানব্বই', 'বিরানব্বই', 'তিরানব্বই', 'চুরানব্বই', 'পঁচানব্বই', 'ছিয়ানব্বই', 'সাতানব্বই', 'আটানব্বই', 'নিরানব্বই',
] as const;

/** 1–99 in Bangla words: `25` → `"পঁচিশ"`. */
const banglaBelowHundred = (n: number): string => BANGLA_BELOW_HUNDRED[n] ?? '';

/**
 * A whole number ≥ 1 in Bangla words as Bangladeshi cheques and invoices write it: কোটি
 * (10,000,000), লক্ষ (100,000), হাজার, শত (written with its count, `পাঁচশত`); more than 99 crore
 * is that many crore (`1,00,00,00,000` → "একশত কোটি").
 */
function banglaWholeInWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundreds = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  if (crore) parts.push(`${banglaWholeInWords(crore)} কোটি`);
  if (lakh) parts.push(`${banglaBelowHundred(lakh)} লক্ষ`);
  if (thousand) parts.push(`${banglaBelowHundred(thousand)} হাজার`);
  if (hundreds) parts.push(`${banglaBelowHundred(hundreds)}শত`);
  if (rest) parts.push(banglaBelowHundred(rest));
  return parts.join(' ');
}

/**
 * An amount in poisha in Bangla words, as a Bangla tax invoice (মূসক-৬.৩) states its total in
 * words (VAT Rules 2016 r. 40), the Bangladeshi way — taka, then poisha, then মাত্র ("only"):
 * `amountInBanglaWords(12_500_050)` → `"এক লক্ষ পঁচিশ হাজার টাকা পঞ্চাশ পয়সা মাত্র"`; `0` →
 * `"শূন্য টাকা মাত্র"`; `50` → `"শূন্য টাকা পঞ্চাশ পয়সা মাত্র"`. The English is {@link amountInWords}.
 * @throws RangeError for a negative or non-integer amount of poisha.
 */
export function amountInBanglaWords(poisha: number): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) {
    throw new RangeError(`Not an amount in poisha: ${poisha}`);
  }
  const taka = Math.floor(poisha / 100);
  const cents = poisha % 100;
  const takaWords = taka === 0 ? banglaBelowHundred(0) : banglaWholeInWords(taka);
  return `${takaWords} টাকা${cents ? ` ${banglaBelowHundred(cents)} পয়সা` : ''} মাত্র`;
}
