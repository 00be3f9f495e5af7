import {
  BASE_CURRENCY,
  CURRENCIES,
  DEFAULT_LOCALE,
  formatCalendarDay,
  formatPieces,
  formatQuantity,
  formatShopClock,
  formatShopDate,
  formatShopShortDate,
  formatShopStamp,
  formatShortCalendarDate,
  formatShortCalendarDay,
  formatTaka,
  formatTierQuantity,
  isLocale,
  type CurrencyCode,
  type Locale,
} from '@partline/shared';
import { useLingui } from '@lingui/react';
import { loadedFormatters } from './loaded-formatters';

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * `amount` in major units of an export currency (`USD`, `EUR`) as `Intl` writes it for the
 * language tag `tag`, always with the currency's minor units — the shared `formatMoney`'s options
 * (decision 324), which is not imported because its module would bring the conversion code into
 * the first view of `/` (decision 045): `('en-GB', 'USD', 1234.5)` → `US$1,234.50`.
 */
export function formatCurrency(tag: string, currency: CurrencyCode, amount: number): string {
  const key = `${tag} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    const digits = CURRENCIES[currency].minorUnitExponent;
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * Numbers, money and dates as a person reading `locale` expects them (decision 325), one place for
 * every page. English is the specification's own format, by the shared formatters (decision 096):
 * `Tk. 1,400`, `3,800`, `21 Nov 2026`; an export currency as the shared `formatMoney` writes it
 * (decision 324): `US$1,234.50`, `€1,234.50`. Bangla is `Intl`'s for `bn-BD`: Bangla digits, lakh and
 * crore grouping (`১২,৩৪,৫৬৭`), Taka as `৳` (`১,৪০০৳`), dollars as `১,২৩৪.৫০ US$`, Bangla month
 * names — in the shop's time zone like every date (Asia/Dhaka).
 */
export interface Formatters {
  /** The language these format for. */
  locale: Locale;
  /**
   * An amount in major units of `currency` (Taka when none is given; decision 324): Taka whole
   * when it is, `Tk. 1,400`, `Tk. 3,250.50`, `১,৪০০৳`, `৩,২৫০.৫০৳`; an export currency always
   * with its minor units, `US$1,234.00`, `€0.50`, `১,২৩৪.০০ US$`.
   */
  money(amount: number, currency?: CurrencyCode): string;
  /** A whole count with grouping: `3,800`; `৩,৮০০`. */
  number(count: number): string;
  /** A number of pieces: `3,800 pcs`; `৩,৮০০ পিস`. */
  pieces(count: number): string;
  /** The least quantity of a volume tier: `1,000+`; `১,০০০+`. */
  tierQuantity(minQuantity: number): string;
  /** An instant as the shop's calendar day: `21 November 2026`; `২১ নভেম্বর, ২০২৬`. */
  date(instant: Date): string;
  /** An instant as the shop's day, month abbreviated: `21 Nov 2026`; `২১ নভে, ২০২৬`. */
  shortDate(instant: Date): string;
  /** An instant as the shop's date and time (24-hour): `21 Nov 2026, 13:05`. */
  stamp(instant: Date): string;
  /** An instant as the shop's time of day with seconds (24-hour): `13:05:09`; `১৩:০৫:০৯`. */
  clock(instant: Date): string;
  /** A calendar day `YYYY-MM-DD`: `14 March 2025`; anything else as given. */
  calendarDay(day: string): string;
  /** A calendar day `YYYY-MM-DD` as tables show it: `14 Mar 2025`; anything else as given. */
  shortCalendarDay(day: string): string;
  /** A calendar day `YYYY-MM-DD` as a chart's axis shows it: `14 Mar`; `১৪ মার্চ`. */
  dayMonth(day: string): string;
}

const english: Formatters = {
  locale: 'en',
  money: (amount, currency = BASE_CURRENCY) =>
    currency === BASE_CURRENCY
      ? formatTaka(amount)
      : // `formatMoney`'s `MONEY_LOCALE`, which writes the dollar unambiguously (US$).
        formatCurrency('en-GB', currency, amount),
  number: formatQuantity,
  pieces: formatPieces,
  tierQuantity: formatTierQuantity,
  date: formatShopDate,
  shortDate: formatShopShortDate,
  stamp: formatShopStamp,
  clock: formatShopClock,
  calendarDay: formatCalendarDay,
  shortCalendarDay: formatShortCalendarDate,
  dayMonth: formatShortCalendarDay,
};

/** The {@link Formatters} of `locale` (English's until that language has been loaded). */
export function formattersFor(locale: Locale): Formatters {
  return loadedFormatters.get(locale) ?? english;
}

/** The {@link Formatters} of the active language; the component re-renders when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  return formattersFor(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
}
