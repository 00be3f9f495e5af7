import { z } from 'zod';

// Plain digits, or thousands grouped the international way (`5,000,000`) or the South Asian way
// (`50,00,000`: the last three digits, then pairs), then decimals.
const GROUPED_NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d+)?$/;

/**
 * A number as people type it, the one parser of every amount and quantity field: digits, grouped
 * with commas in thousands (`5,000,000`) or in lakhs and crores (`50,00,000`), optional decimals;
 * spaces around are ignored. Returns `undefined` for anything else (`"12,5"`, `"1,0000"`, `"1e3"`,
 * `"Tk. 5"`, blank text), so the field's schema can refuse it with its own message.
 */
export function parseGroupedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!GROUPED_NUMBER.test(trimmed)) return undefined;
  return Number(trimmed.replaceAll(',', ''));
}

/**
 * A form's numeric text as a number (`" 12 "` → 12, `"99.50"` → 99.5, `"50,00,000"` → 5000000,
 * read by {@link parseGroupedNumber}); blank text → `undefined` (nothing sent); anything else,
 * other text included (`"1e3"`, `"12,5"`), as it is — for a `z.preprocess` in front of a
 * `z.number()`, which then refuses it with the field's message.
 */
export function numericText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return parseGroupedNumber(trimmed) ?? value;
}

/** The messages of {@link numberField} and {@link wholeNumberField} by default. */
export const NUMBER_MESSAGES = {
  invalid: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  tooLarge: 'Too large',
} as const;

/**
 * A number field that also accepts a numeric string, grouped or not (HTML inputs and the original
 * client send text; DESIGN.md, Data; read by {@link numericText}). Empty or missing input fails with `requiredMessage`; anything that is
 * not a finite number fails with `invalidMessage`.
 */
export function numberField(
  requiredMessage: string,
  invalidMessage: string = NUMBER_MESSAGES.invalid,
) {
  return z.preprocess(
    (value) => (value === null ? undefined : numericText(value)),
    z.number({
      error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage),
    }),
  );
}

/** {@link numberField} restricted to whole numbers (pieces). */
export function wholeNumberField(
  requiredMessage: string,
  invalidMessage: string = NUMBER_MESSAGES.wholeNumber,
) {
  return numberField(requiredMessage, invalidMessage).pipe(
    z
      .number()
      .int({ error: invalidMessage })
      .max(1_000_000_000, { error: NUMBER_MESSAGES.tooLarge }),
  );
}
