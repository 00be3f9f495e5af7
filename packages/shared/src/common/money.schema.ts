import { z } from 'zod';
import { MAX_AMOUNT_POISHA, POISHA_PER_TAKA } from './money.js';
import { numericText } from './number.js';

/** Texts of amounts that cannot be taken, whatever the field. */
export const MONEY_MESSAGES = {
  invalid: 'Enter an amount in Taka',
  negative: 'The amount cannot be negative',
  notPositive: 'The amount must be more than 0',
  tooLarge: 'The amount is too large',
  decimals: 'At most two decimals',
  totalTooLarge: 'The total is too large to be recorded',
} as const;

/**
 * Whether `taka` is an amount the shop can record exactly: a finite number with at most two
 * decimals (it is the double nearest to a whole number of poisha over 100, as `12.34` written in
 * JSON is) whose poisha are a safe integer. `0.29`, `1400`, `-5` pass; `0.001`, `12.345`, `1e-7`,
 * `NaN` and `1e300` do not.
 */
export function isExactTaka(taka: number): boolean {
  if (!Number.isFinite(taka)) return false;
  const poisha = Math.round(taka * POISHA_PER_TAKA);
  return Number.isSafeInteger(poisha) && poisha / POISHA_PER_TAKA === taka;
}

/** Messages of one money field; each defaults to {@link MONEY_MESSAGES}. */
export interface MoneyMessages {
  /** Nothing sent (missing, `null` where null is not allowed, an empty text). */
  required?: string;
  /** Not a number (a boolean, an array, an object, text that is not a number). */
  invalid?: string;
  /** Below 0 (`min: 'zero'`). */
  negative?: string;
  /** 0 or below (`min: 'positive'`). */
  notPositive?: string;
  /** Above `max`. */
  tooLarge?: string;
  /** More than two decimals. */
  decimals?: string;
}

/** How one money field is checked. */
export interface MoneyOptions {
  /** `'zero'` (default): 0 or more; `'positive'`: more than 0. */
  min?: 'zero' | 'positive';
  /** Largest amount, Taka (a typo guard of the field); never above {@link MAX_AMOUNT_POISHA}. */
  max: number;
  /**
   * Also accept a numeric text (`"1400"`, `"99.50"`): HTML inputs send text (DESIGN.md, Data).
   * Blank text counts as nothing sent. Booleans, arrays and other text are refused either way.
   */
  numericStrings?: boolean;
  messages?: MoneyMessages;
}

/** A {@link moneySchema} that also reads numeric text. */
export type MoneyTextSchema = z.ZodPreprocess<z.ZodNumber, unknown>;

/**
 * The one schema of an amount the API takes, Taka (credit limits, spending limits, prices, tier
 * prices, quote prices, bank payments): a JSON number — a numeric text too with `numericStrings` —
 * finite, at least 0 (or more than 0), at most `max` Taka and with at most two decimals, so that
 * `toPoisha` always holds it exactly ({@link isExactTaka}). Refused input fails with the field's
 * message, never a coercion: `true`, `[]`, `"1e3"` and `0.001` are errors, not 1, 0, 1000 or 0.
 */
export function moneySchema(options: MoneyOptions & { numericStrings: true }): MoneyTextSchema;
export function moneySchema(options: MoneyOptions & { numericStrings?: false }): z.ZodNumber;
export function moneySchema(options: MoneyOptions): z.ZodNumber | MoneyTextSchema {
  const messages = { ...MONEY_MESSAGES, ...options.messages };
  const required = messages.required ?? messages.invalid;
  const max = Math.min(options.max, MAX_AMOUNT_POISHA / POISHA_PER_TAKA);
  let amount = z.number({
    error: (issue) => (issue.input === undefined ? required : messages.invalid),
  });
  amount =
    options.min === 'positive'
      ? amount.positive({ error: messages.notPositive })
      : amount.min(0, { error: messages.negative });
  amount = amount
    .max(max, { error: messages.tooLarge })
    // `multipleOf` tells the OpenAPI document and the fuzz generators the step; the exact check
    // after it also refuses what zod's float remainder lets through (`1e-7`).
    .multipleOf(0.01, { error: messages.decimals, abort: true })
    .refine(isExactTaka, { error: messages.decimals });
  if (!options.numericStrings) return amount;
  return z.preprocess(numericText, amount);
}
