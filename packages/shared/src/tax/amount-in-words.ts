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
