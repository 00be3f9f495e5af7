import { BASE_CURRENCY, POISHA_PER_TAKA, SHOP_TIME_ZONE, type Locale } from '@partline/shared';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCurrency, type Formatters } from './format';

/** A number of pieces (English's is the shared `formatPieces`: `3,800 pcs`). */
const PIECES = msg({ message: '{count} pcs', comment: 'A number of pieces, e.g. "3,800 pcs"' });

/**
 * `Intl`'s formatters for a language other than English, made once per language; `i18n` names
 * pieces in it.
 */
export function intlFormatters(locale: Exclude<Locale, 'en'>, i18n: I18n): Formatters {
  const tag = `${locale}-BD`;
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
  const day = (month: 'long' | 'short', timeZone: string) =>
    new Intl.DateTimeFormat(tag, { timeZone, day: 'numeric', month, year: 'numeric' });
  const shopDate = day('long', SHOP_TIME_ZONE);
  const shopShortDate = day('short', SHOP_TIME_ZONE);
  // A calendar day carries no time zone: read and printed in UTC so it never shifts.
  const calendar = day('long', 'UTC');
  const shortCalendar = day('short', 'UTC');
  const dayMonth = new Intl.DateTimeFormat(tag, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });
  const stamp = new Intl.DateTimeFormat(tag, {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const clock = new Intl.DateTimeFormat(tag, {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const asDay = (text: string, format: Intl.DateTimeFormat) => {
    const date = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? text : format.format(date);
  };
  return {
    locale,
    money: (amount, currency = BASE_CURRENCY) => {
      if (currency !== BASE_CURRENCY) {
        return formatCurrency(tag, currency, amount);
      }
      const poisha = Math.round(amount * POISHA_PER_TAKA);
      const format = poisha % POISHA_PER_TAKA === 0 ? wholeTaka : takaWithPoisha;
      return format.format(poisha / POISHA_PER_TAKA);
    },
    number: (count) => whole.format(count),
    pieces: (count) => i18n._({ ...PIECES, values: { count: whole.format(count) } }),
    tierQuantity: (minQuantity) => `${whole.format(minQuantity)}+`,
    date: (instant) => shopDate.format(instant),
    shortDate: (instant) => shopShortDate.format(instant),
    stamp: (instant) => stamp.format(instant),
    clock: (instant) => clock.format(instant),
    calendarDay: (text) => asDay(text, calendar),
    shortCalendarDay: (text) => asDay(text, shortCalendar),
    dayMonth: (text) => asDay(text, dayMonth),
  };
}
