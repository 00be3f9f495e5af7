const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day (`YYYY-MM-DD`) for people: `2025-03-14` → `14 March 2025`. Read in UTC so the
 * day never shifts with the viewer's time zone; anything unparsable is returned as given.
 */
export function formatCalendarDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDay.format(parsed);
}
