import { madeOnFirstUse } from '../common/made-on-first-use.js';
import { formatTaka, TAKA_SPACE, toTaka } from '../common/money.js';
import { canonicalRate, RATE_DECIMALS } from './conversion.js';
import { CURRENCIES, type CurrencyCode, type ForeignCurrencyCode } from './currencies.js';

/** The locale amounts in an export currency are written in unless one is given. */
export const MONEY_LOCALE = 'en-GB';

const formats = new Map<string, Intl.NumberFormat>();

/** The currency format of `currency` in `locale`, made once. */
function formatOf(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    const digits = CURRENCIES[currency].minorUnitExponent;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** `minorUnits` as an exact decimal string of units: `-123456`, exponent 2 → `'-1234.56'`. */
function decimalOf(minorUnits: number, exponent: number): `${number}` {
  const digits = Math.abs(minorUnits)
    .toString()
    .padStart(exponent + 1, '0');
  const sign = minorUnits < 0 ? '-' : '';
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${sign}${whole}${exponent > 0 ? `.${fraction}` : ''}` as `${number}`;
}

/**
 * An amount of `currency` for people (decision 324), from its integer minor units: Taka as every
 * page shows it ({@link formatTaka}: `Tk. 1,400`), an export currency with its symbol and all its
 * decimals in `locale` (default {@link MONEY_LOCALE}, which writes the dollar unambiguously):
 * `formatMoney(123456, 'USD')` → `'US$1,234.56'`, `formatMoney(123456, 'EUR')` → `'€1,234.56'`.
 * The figure is formatted from its exact decimal text, never a float, up to the safe-integer limit.
 * @throws RangeError when `minorUnits` is not a safe integer.
 */
export function formatMoney(
  minorUnits: number,
  currency: CurrencyCode,
  locale: string = MONEY_LOCALE,
): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`An amount is a safe integer of minor units: ${minorUnits}`);
  }
  if (currency === 'BDT') return formatTaka(toTaka(minorUnits));
  return formatOf(currency, locale).format(
    decimalOf(minorUnits, CURRENCIES[currency].minorUnitExponent),
  );
}

const rateFigure = madeOnFirstUse(
  () =>
    new Intl.NumberFormat(MONEY_LOCALE, {
      minimumFractionDigits: 2,
      maximumFractionDigits: RATE_DECIMALS,
    }),
);

/**
 * A recorded exchange rate for people (decision 324): one unit of `currency` in Taka, with every
 * decimal the rate has (at least two): `formatExchangeRate('USD', '122.5')` →
 * `'US$1 = Tk. 122.50'`, `formatExchangeRate('EUR', '131.0275')` → `'€1 = Tk. 131.0275'`. The
 * figure is formatted from the rate's text, exactly.
 * @throws RangeError when `bdtPerUnit` is not a rate.
 */
export function formatExchangeRate(currency: ForeignCurrencyCode, bdtPerUnit: string): string {
  const unit = new Intl.NumberFormat(MONEY_LOCALE, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(1);
  const figure = rateFigure().format(canonicalRate(bdtPerUnit) as `${number}`);
  return `${unit} = Tk.${TAKA_SPACE}${figure}`;
}

/**
 * An amount in major units of `currency`, as the API answers amounts beside a document's
 * `currency` (decision 327), written as {@link formatMoney} writes it: `formatAmount(1234.5, 'USD')`
 * → `'US$1,234.50'`, `formatAmount(1400, 'BDT')` → `'Tk. 1,400'`. Rounded to the currency's minor
 * unit first (the API's amounts already are).
 * @throws RangeError when the amount is beyond the safe integers of minor units.
 */
export function formatAmount(amount: number, currency: CurrencyCode, locale?: string): string {
  const minorUnits = Math.round(amount * 10 ** CURRENCIES[currency].minorUnitExponent);
  return formatMoney(minorUnits, currency, locale);
}
