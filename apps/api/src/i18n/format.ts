import {
  amountInBanglaWords,
  amountInWords,
  formatCalendarDay,
  formatMoney,
  formatPieces,
  formatQuantity,
  formatShopDate,
  formatShopDateTime,
  formatShopDocumentStamp,
  formatTaka,
  POISHA_PER_TAKA,
  SHOP_TIME_ZONE,
  toTaka,
  type CurrencyCode,
  type Locale,
} from '@partline/shared';

/**
 * Numbers, money and dates of the e-mails and PDFs as a reader of `locale` expects them
 * (decisions 325, 328). English is the specification's own format, by the shared formatters
 * (`Tk. 1,400`, `21 Nov 2026, 13:05 (Dhaka time)`), word for word as before. Bangla is `Intl`'s
 * for `bn-BD`, as the web shows it: Bangla digits, lakh and crore grouping (`১,২৩,৪৫,৬৭৮৳`),
 * Bangla month names, in the shop's time zone (Asia/Dhaka).
 */
export interface DocumentFormatters {
  /** The language these format for. */
  locale: Locale;
  /** An amount in poisha as Taka: `Tk. 1,400`, `Tk. 3,250.50`; `১,৪০০৳`, `৩,২৫০.৫০৳`. */
  money(poisha: number): string;
  /**
   * An amount in minor units of `currency` (decision 327): Taka as {@link money}, an export
   * currency with its symbol, `US$1,234.50`; `US$১,২৩৪.৫০`.
   */
  moneyIn(minor: number, currency: CurrencyCode): string;
  /** A whole count with grouping: `3,800`; `৩,৮০০`. */
  number(count: number): string;
  /** A number of pieces: `3,800 pcs`; `৩,৮০০ পিস`. */
  pieces(count: number): string;
  /** An instant (ISO 8601 or `Date`) for a sentence: `21 Nov 2026, 13:05 (Dhaka time)`. */
  dateTime(instant: string | Date): string;
  /** An instant as the shop's calendar day (Asia/Dhaka): `21 November 2026`; `২১ নভেম্বর, ২০২৬`. */
  date(instant: Date): string;
  /** An instant as a document's date and time of issue: `21 Nov 2026, 13:05`. */
  stamp(instant: Date): string;
  /** A calendar day `YYYY-MM-DD`: `14 March 2025`; anything else as given. */
  calendarDay(day: string): string;
  /**
   * An amount in poisha in words, as a tax invoice states its total (VAT Rules 2016 r. 40): `Taka
   * One Lakh Twenty-Five Thousand and Fifty Poisha Only`; `এক লক্ষ পঁচিশ হাজার টাকা পঞ্চাশ পয়সা
   * মাত্র` (`amountInWords`, `amountInBanglaWords` of the shared package).
   */
  amountInWords(poisha: number): string;
}

const english: DocumentFormatters = {
  locale: 'en',
  money: (poisha) => formatTaka(toTaka(poisha)),
  moneyIn: (minor, currency) => formatMoney(minor, currency),
  number: formatQuantity,
  pieces: formatPieces,
  dateTime: (instant) => formatShopDateTime(new Date(instant)),
  date: formatShopDate,
  stamp: formatShopDocumentStamp,
  calendarDay: formatCalendarDay,
  amountInWords,
};

/** `Intl`'s formatters for Bangla (the web's `intl-formatters.ts`, decision 325). */
function banglaFormatters(): DocumentFormatters {
  const tag = 'bn-BD';
  const taka = (fractionDigits: number) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'BDT',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const wholeTaka = taka(0);
  const takaWithPoisha = taka(2);
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const stamp = new Intl.DateTimeFormat(tag, {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const shopDate = new Intl.DateTimeFormat(tag, {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // A calendar day carries no time zone: read and printed in UTC so it never shifts.
  const calendar = new Intl.DateTimeFormat(tag, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const money = (poisha: number) =>
    (poisha % POISHA_PER_TAKA === 0 ? wholeTaka : takaWithPoisha).format(poisha / POISHA_PER_TAKA);
  return {
    locale: 'bn',
    money,
    moneyIn: (minor, currency) =>
      currency === 'BDT' ? money(minor) : formatMoney(minor, currency, tag),
    number: (count) => whole.format(count),
    pieces: (count) => `${whole.format(count)} পিস`,
    dateTime: (instant) => `${stamp.format(new Date(instant))} (ঢাকার সময়)`,
    date: (instant) => shopDate.format(instant),
    stamp: (instant) => stamp.format(instant),
    calendarDay: (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? day : calendar.format(date);
    },
    amountInWords: amountInBanglaWords,
  };
}

const bangla = banglaFormatters();

/** The {@link DocumentFormatters} of `locale`. */
export function documentFormatters(locale: Locale): DocumentFormatters {
  return locale === 'bn' ? bangla : english;
}
