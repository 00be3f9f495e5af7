import { z } from 'zod';

/**
 * A form's numeric text as a number (`" 12 "` → 12, `"99.50"` → 99.5); blank text → `undefined`
 * (nothing sent); anything else, other text included (`"1e3"`, `"12,5"`), as it is — for a
 * `z.preprocess` in front of a `z.number()`, which then refuses it.
 */
export function numericText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

/**
 * A number field that also accepts a numeric string (HTML inputs and the original client send
 * text; DESIGN.md, Data). Empty or missing input fails with `requiredMessage`; anything that is
 * not a finite number fails with `invalidMessage`.
 */
export function numberField(requiredMessage: string, invalidMessage = 'Must be a number') {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed === '') return undefined;
        return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
      }
      return value;
    },
    z.number({
      error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage),
    }),
  );
}

/** {@link numberField} restricted to whole numbers (pieces). */
export function wholeNumberField(
  requiredMessage: string,
  invalidMessage = 'Must be a whole number',
) {
  return numberField(requiredMessage, invalidMessage).pipe(
    z.number().int({ error: invalidMessage }).max(1_000_000_000, { error: 'Too large' }),
  );
}
