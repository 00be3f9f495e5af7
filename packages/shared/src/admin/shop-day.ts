import { madeOnFirstUse } from '../common/made-on-first-use.js';
import { SHOP_TIME_ZONE } from '../common/shop-time.js';

// The shop's calendar: Partline sells from Dhaka, so "a day" in reports and exports is a day in
// SHOP_TIME_ZONE (Asia/Dhaka: UTC+6, no daylight saving time since 2009).

const dayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The shop's calendar day (`YYYY-MM-DD`, Asia/Dhaka) of an instant. */
export function shopDay(instant: Date = new Date()): string {
  return dayFormat().format(instant);
}

/** `day` (`YYYY-MM-DD`) moved by `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both counted (`2025-01-01`..`2025-01-01` is 1). */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The shop's month (`YYYY-MM`, Asia/Dhaka) of an instant. */
export function shopMonth(instant: Date = new Date()): string {
  return shopDay(instant).slice(0, 7);
}

/**
 * The instants where the shop's month of `instant` starts and the next one starts (Asia/Dhaka
 * midnight on the 1st, UTC+6): `[from, to)`, what a monthly spending limit counts (decision 132).
 */
export function shopMonthBounds(instant: Date = new Date()): { from: Date; to: Date } {
  const [year, month] = shopMonth(instant).split('-').map(Number) as [number, number];
  const dhakaOffsetMs = 6 * 3_600_000;
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - dhakaOffsetMs),
    to: new Date(Date.UTC(year, month, 1) - dhakaOffsetMs),
  };
}
