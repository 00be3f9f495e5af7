/**
 * `value` as English writes a figure, the way `Intl.NumberFormat('en-US')` does with exactly
 * `fractionDigits` decimals: thousands grouped with commas, rounded half away from zero, a minus
 * sign before a negative figure: `groupedFigure(4911000, 0)` → `"4,911,000"`,
 * `groupedFigure(3250.5, 2)` → `"3,250.50"`, `groupedFigure(-1234.5, 0)` → `"-1,235"`.
 *
 * Written out rather than asked of `Intl` (decision 096): the first `Intl.NumberFormat` a page
 * makes loads ICU's number data, 60–190 ms at four times slower CPU (docs/develop/performance.md),
 * inside the task that renders the first price of every page that shows one. Bangla figures stay
 * `Intl`'s (lakh grouping, Bangla digits). For any finite `|value|` below 10²¹; a figure that
 * rounds to zero is `0`, never `-0`.
 */
export function groupedFigure(value: number, fractionDigits: 0 | 2): string {
  const [whole = '0', fraction] = rounded(Math.abs(value), fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const figure = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return value < 0 && /[1-9]/.test(figure) ? `-${figure}` : figure;
}

/**
 * `magnitude` (≥ 0) with `digits` decimals, rounded half up from its shortest decimal form as ICU
 * rounds (`1.005` → `1.01`), where `toFixed` rounds the binary value (`1.00`).
 */
function rounded(magnitude: number, digits: 0 | 2): string {
  const shortest = String(magnitude);
  if (shortest.includes('e')) return magnitude.toFixed(digits);
  const [whole = '0', fraction = ''] = shortest.split('.');
  let units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') units += 1n;
  const text = units.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
