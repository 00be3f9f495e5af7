// Without zod: the web app's first load reads these (decision 045); the schema is locale.schema.ts.

/**
 * The languages the shop speaks (DESIGN.md "Going live in Bangladesh"; decision 325), as BCP 47
 * tags: English, the specification's own words, and Bangla (বাংলা). The first is the default: a
 * visitor who chose nothing, the prerendered pages and what search engines read.
 */
export const LOCALES = ['en', 'bn'] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** The language of a person who chose none, and of every page's first markup. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether `value` is one of {@link LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
