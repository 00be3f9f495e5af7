import type { Locale } from '@partline/shared';
import type { Formatters } from './format';

/**
 * The {@link Formatters} of each language other than English, added by `activateLocale` when it
 * loads the language (intl-formatters.ts): the first load of a page carries English's alone.
 */
export const loadedFormatters = new Map<Locale, Formatters>();
