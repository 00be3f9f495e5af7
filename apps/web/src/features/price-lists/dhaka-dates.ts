/** The shop's time zone: a date picked in the back-office is a day in Dhaka (UTC+6, no DST). */
const SHOP_ZONE = 'Asia/Dhaka';

/** `2027-01-01` → the instant its day starts in Dhaka (`2026-12-31T18:00:00.000Z`); '' → null. */
export function dhakaDayStart(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return new Date(`${date}T00:00:00+06:00`).toISOString();
}

/** An instant → its day in Dhaka as `YYYY-MM-DD` (a date input's value); null → ''. */
export function dhakaDate(instant: string | null): string {
  if (!instant) return '';
  return new Date(instant).toLocaleDateString('en-CA', { timeZone: SHOP_ZONE });
}
