import { AmountTooLargeError, isSafeAmount } from '../common/money.js';
import {
  BASE_CURRENCY,
  CURRENCIES,
  isForeignCurrency,
  type ForeignCurrencyCode,
} from './currencies.js';

/*
 * Exact conversion between Taka and an export currency at a recorded exchange rate (decision
 * 324). A rate is a decimal string of Taka per one unit of the currency, at most 6 decimals (the
 * `exchange_rates.bdt_per_unit` column is numeric(14, 6)); amounts are integers of minor units.
 * Everything is computed in BigInt: no floating point touches an amount or a rate.
 */

/** Most decimals a rate has, as Bangladesh Bank publishes them and the column keeps them. */
export const RATE_DECIMALS = 6;
/** Most digits before a rate's decimal point: numeric(14, 6) leaves 8. */
export const RATE_INTEGER_DIGITS = 8;

const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE_FORMAT = new RegExp(
  `^(\\d{1,${RATE_INTEGER_DIGITS}})(?:\\.(\\d{1,${RATE_DECIMALS}}))?$`,
);

/**
 * A rate as millionths of a Taka per unit: `'121.5'` → `121_500_000n`.
 * @throws RangeError when `bdtPerUnit` is not a plain decimal (digits, an optional point and at
 *   most {@link RATE_DECIMALS} decimals; at most {@link RATE_INTEGER_DIGITS} digits before it) or
 *   is not above 0.
 */
export function rateMillionths(bdtPerUnit: string): bigint {
  const match = RATE_FORMAT.exec(bdtPerUnit);
  if (!match) throw new RangeError(`Not an exchange rate: ${JSON.stringify(bdtPerUnit)}`);
  const [, whole = '0', fraction = ''] = match;
  const millionths = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0'));
  if (millionths <= 0n) throw new RangeError(`An exchange rate is above 0: ${bdtPerUnit}`);
  return millionths;
}

/**
 * A rate written the one way the API answers it: no leading zeros, no trailing decimal zeros
 * (`'0121.500000'` → `'121.5'`, `'122.000000'` → `'122'`). The database gives back
 * `numeric(14, 6)` with all six decimals; people and the audit log read this form.
 * @throws RangeError as {@link rateMillionths}.
 */
export function canonicalRate(bdtPerUnit: string): string {
  const millionths = rateMillionths(bdtPerUnit);
  const whole = millionths / RATE_SCALE;
  const fraction = (millionths % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : `${whole}`;
}

/**
 * `numerator / denominator` rounded to the nearest integer, a half away from zero — the one
 * rounding rule of conversions (decision 324). `denominator` is above 0.
 */
function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** `amount` as a BigInt. @throws RangeError when it is not a safe integer. */
function wholeAmount(amount: number, unit: string): bigint {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`An amount is a safe integer of ${unit}: ${amount}`);
  }
  return BigInt(amount);
}

/** `value` as a number. @throws AmountTooLargeError when it is beyond the safe integers. */
function recordable(value: bigint): number {
  const amount = Number(value);
  if (!isSafeAmount(amount) || BigInt(amount) !== value) throw new AmountTooLargeError(amount);
  return amount;
}

/** The minor-unit exponent of `currency`. @throws RangeError for the base or an unknown one. */
function foreignExponent(currency: ForeignCurrencyCode): bigint {
  if (!isForeignCurrency(currency)) {
    throw new RangeError(`Not an export currency: ${String(currency)}`);
  }
  return BigInt(CURRENCIES[currency].minorUnitExponent);
}

const BASE_EXPONENT = BigInt(CURRENCIES[BASE_CURRENCY].minorUnitExponent);

/**
 * An amount in poisha converted into `currency`'s minor units (cents) at `bdtPerUnit` Taka per
 * unit: `poisha ÷ 100 ÷ rate × 10^exponent`, rounded once to the nearest minor unit, a half away
 * from zero (decision 324) — so a credit converts to exactly minus its invoice. Tk. 1,225.00 at
 * `'122.5'` is US$10.00: `convertPoishaTo('USD', 122_500, '122.5')` → `1_000`.
 * @throws RangeError for an amount that is not a safe integer, a rate that is not one, or the
 *   base currency; AmountTooLargeError when the result is beyond the safe integers.
 */
export function convertPoishaTo(
  currency: ForeignCurrencyCode,
  poisha: number,
  bdtPerUnit: string,
): number {
  const exponent = foreignExponent(currency);
  const numerator = wholeAmount(poisha, 'poisha') * 10n ** exponent * RATE_SCALE;
  const denominator = 10n ** BASE_EXPONENT * rateMillionths(bdtPerUnit);
  return recordable(divideHalfAwayFromZero(numerator, denominator));
}

/**
 * An amount in `currency`'s minor units (cents) converted into poisha at `bdtPerUnit` Taka per
 * unit: `minor ÷ 10^exponent × rate × 100`, rounded once to the nearest poisha, a half away from
 * zero (decision 324). US$10.00 at `'122.5'` is Tk. 1,225.00:
 * `convertToPoisha('USD', 1_000, '122.5')` → `122_500`.
 * @throws RangeError for an amount that is not a safe integer, a rate that is not one, or the
 *   base currency; AmountTooLargeError when the result is beyond the safe integers.
 */
export function convertToPoisha(
  currency: ForeignCurrencyCode,
  minorUnits: number,
  bdtPerUnit: string,
): number {
  const exponent = foreignExponent(currency);
  const numerator =
    wholeAmount(minorUnits, `${currency} minor units`) *
    rateMillionths(bdtPerUnit) *
    10n ** BASE_EXPONENT;
  const denominator = 10n ** exponent * RATE_SCALE;
  return recordable(divideHalfAwayFromZero(numerator, denominator));
}

/**
 * A document's amount in poisha (decision 327): `minorUnits` of `currency` converted at the
 * document's own recorded rate `bdtPerUnit` (`convertToPoisha`, rounded once), or the amount as it
 * is in `BDT`. Reports in Taka (the sales register, the overview) add these, never amounts of
 * several currencies.
 * @throws RangeError for a foreign currency without a rate, or as {@link convertToPoisha}.
 */
export function documentPoisha(
  currency: string,
  minorUnits: number,
  bdtPerUnit: string | null,
): number {
  if (currency === BASE_CURRENCY) return minorUnits;
  if (!isForeignCurrency(currency) || bdtPerUnit === null) {
    throw new RangeError(`A document in ${currency} records the rate it was converted at`);
  }
  return convertToPoisha(currency, minorUnits, bdtPerUnit);
}
