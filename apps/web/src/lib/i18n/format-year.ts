import type { Locale } from '@partline/shared';

/**
 * A year as `locale` writes it, without grouping: `2026`; `২০২৬` (decision 325). Apart from
 * format.ts, whose formatters the page shell does not need: the footer's year is all it formats.
 */
export function formatYear(locale: Locale, year: number): string {
  return locale === 'en'
    ? String(year)
    : new Intl.NumberFormat(`${locale}-BD`, { useGrouping: false }).format(year);
}
