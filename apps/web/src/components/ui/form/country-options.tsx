import { COUNTRY_CODES, countryName, HOME_COUNTRY } from '@partline/shared';

/** Every ISO country by its English name, Bangladesh first. */
const COUNTRIES = [...COUNTRY_CODES]
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) =>
    a.code === HOME_COUNTRY ? -1 : b.code === HOME_COUNTRY ? 1 : a.name.localeCompare(b.name),
  );

/**
 * The options of a country select: every ISO 3166-1 alpha-2 code (the value) by its English name,
 * Bangladesh first — a company's country (decision 307), a product's origin (decision 323).
 */
export function CountryOptions() {
  return (
    <>
      {COUNTRIES.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
