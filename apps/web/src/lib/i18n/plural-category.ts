import type { Locale } from '@partline/shared';

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The CLDR plural category of `count` in `locale` (`'one'`, `'other'`; `pluralCategory(1, 'en')`
 * → `'one'`, `pluralCategory(0, 'bn')` → `'one'`), for a message that chooses its form with lingui's
 * `select` where a page shows it in its first render.
 *
 * Lingui's `plural` chooses the same form, but also makes an `Intl.NumberFormat` on every call to
 * write `#`, even in a message that has none; the first one a page makes loads ICU's number data,
 * 0.08–0.15 s at four times slower CPU, inside a task of the page's hydration (decision 096).
 * `Intl.PluralRules` costs under a millisecond.
 */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}
