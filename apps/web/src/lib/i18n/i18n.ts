import { DEFAULT_LOCALE, isLocale, type Locale } from '@partline/shared';
import { setupI18n, type Messages } from '@lingui/core';
import { loadedFormatters } from './loaded-formatters';

/**
 * The web app's one Lingui instance (decision 325). English needs no catalog: its texts are
 * compiled into the code that shows them (build/inline-source-messages.mts), so every page renders
 * in English at once, prerendered ones included. Another language's catalog is a chunk of its own,
 * fetched when that language is chosen.
 */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** The compiled catalog of each language other than English, loaded on demand. */
const catalogs: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  bn: () => import('@/locales/bn/messages.po'),
};

/** The languages whose catalog is loaded. */
const loaded: Partial<Record<Locale, true>> = {};

/** Where the language a visitor chose is kept in this browser. */
export const LOCALE_STORAGE_KEY = 'partline.locale';

/** The language active now: every text, format and API request follows it. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The language this browser last chose, or `undefined` (none, or no storage). */
export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/**
 * Makes `locale` the app's language: loads its catalog when needed, activates it (every
 * `useLingui` consumer re-renders), sets `<html lang>` and keeps the choice in this browser.
 * @throws when the catalog cannot be loaded (offline): the language stays as it was.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' && !(locale in loaded)) {
    const [{ messages }, { intlFormatters }] = await Promise.all([
      catalogs[locale](),
      import('./intl-formatters'),
    ]);
    loadedFormatters.set(locale, intlFormatters(locale, i18n));
    loaded[locale] = true;
    i18n.load(locale, messages);
  }
  storeLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale);
}
