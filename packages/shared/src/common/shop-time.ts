import { madeOnFirstUse } from './made-on-first-use.js';

/**
 * The shop's clock. Partline sells from Dhaka, so every date a person reads — on a page, an
 * invoice, an e-mail, a CSV or a report — is a date in {@link SHOP_TIME_ZONE}, whatever the
 * viewer's own time zone (docs/decisions/096-shop-time-and-formatters.md).
 */

/** The shop's time zone (Asia/Dhaka: UTC+6, no daylight saving time since 2009). */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

/**
 * An `en-GB` date formatter in `timeZone`, made on its first call (madeOnFirstUse): a page that
 * shows no date does not pay for the eight below.
 */
function dateFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone = SHOP_TIME_ZONE,
): () => Intl.DateTimeFormat {
  return madeOnFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone, ...options }));
}

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const SHORT_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const shopDate = dateFormat(LONG_DATE);
const shopShortDate = dateFormat(SHORT_DATE);
const shopStamp = dateFormat({ ...SHORT_DATE, ...HOUR_MINUTE });
const shopHourMinute = dateFormat(HOUR_MINUTE);
const shopClock = dateFormat({ ...HOUR_MINUTE, second: '2-digit' });
// A calendar day carries no time zone: it is read and printed in UTC so it never shifts.
const calendarDay = dateFormat(LONG_DATE, 'UTC');
const shortCalendarDate = dateFormat(SHORT_DATE, 'UTC');
const shortCalendarDay = dateFormat({ day: 'numeric', month: 'short' }, 'UTC');

/** An instant as the shop's calendar day for people: `21 November 2026` (Asia/Dhaka). */
export function formatShopDate(instant: Date): string {
  return shopDate().format(instant);
}

/** An instant as the shop's calendar day, month abbreviated: `21 Nov 2026` (Asia/Dhaka). */
export function formatShopShortDate(instant: Date): string {
  return shopShortDate().format(instant);
}

/** An instant as the shop's date and time: `21 Nov 2026, 13:05` (Asia/Dhaka, 24-hour clock). */
export function formatShopStamp(instant: Date): string {
  return shopStamp().format(instant);
}

/**
 * An instant as a document prints it (invoice, quote, statement PDFs; mails):
 * `28 November 2026, 14:05` (Asia/Dhaka, 24-hour clock).
 */
export function formatShopDocumentStamp(instant: Date): string {
  return `${shopDate().format(instant)}, ${shopHourMinute().format(instant)}`;
}

/** An instant as the shop's time of day with seconds: `13:05:09` (Asia/Dhaka, 24-hour clock). */
export function formatShopClock(instant: Date): string {
  return shopClock().format(instant);
}

/** An instant as the shop's date and time for people: `21 Nov 2026, 13:05 (Dhaka time)`. */
export function formatShopDateTime(instant: Date): string {
  return `${formatShopStamp(instant)} (Dhaka time)`;
}

/**
 * A calendar day (`YYYY-MM-DD`) for people: `2025-03-14` → `14 March 2025`. Anything that is not
 * a date is returned as given.
 */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay().format(date);
}

/**
 * A calendar day (`YYYY-MM-DD`) as a table shows it, like {@link formatShopShortDate}:
 * `2026-11-28` → `28 Nov 2026`. Anything that is not a date is returned as given.
 */
export function formatShortCalendarDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortCalendarDate().format(date);
}

/** A calendar day (`YYYY-MM-DD`) as `21 Nov`, e.g. for chart axes; anything else as given. */
export function formatShortCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortCalendarDay().format(date);
}
