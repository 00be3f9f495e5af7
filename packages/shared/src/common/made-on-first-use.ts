/**
 * A value made by `make` on the first call of the returned function, and the same value on every
 * call after. For the `Intl` formatters of shared modules: making one costs 5–50 ms on a slow
 * phone, and the first one a page makes loads ICU's data (60–190 ms at four times slower CPU,
 * docs/develop/performance.md). Made when its module loads, a formatter is paid for by every page
 * that imports the module, inside the one task that evaluates the page's modules, whether or not
 * it ever formats a date or a country.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
