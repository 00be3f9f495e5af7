import { useLingui } from '@lingui/react';
import { COUNTRY_CODES, HOME_COUNTRY, isLocale, type Locale } from '@partline/shared';

const sorted = new Map<Locale, readonly { code: string; name: string }[]>();

/**
 * Every ISO country by its name in `locale` (`Intl.DisplayNames`: `Germany`, `জার্মানি`),
 * Bangladesh first, the rest in the alphabetical order of that language; made once a language.
 */
function countriesIn(locale: Locale): readonly { code: string; name: string }[] {
  let countries = sorted.get(locale);
  if (!countries) {
    const tag = locale === 'bn' ? 'bn-BD' : 'en';
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    countries = [...COUNTRY_CODES]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) =>
        a.code === HOME_COUNTRY
          ? -1
          : b.code === HOME_COUNTRY
            ? 1
            : collator.compare(a.name, b.name),
      );
    sorted.set(locale, countries);
  }
  return countries;
}

/**
 * The options of a country select: every ISO 3166-1 alpha-2 code (the value) by its name in the
 * reader's language (`Intl.DisplayNames`; in English the shared `countryName`'s), Bangladesh
 * first — a company's country (decision 307), a product's origin (decision 323).
 */
export function CountryOptions() {
  const { i18n } = useLingui();
  return (
    <>
      {countriesIn(isLocale(i18n.locale) ? i18n.locale : 'en').map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
