import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that turns the form's values as typed (text, `''` for an empty select) into the
 * schema's input with `toInput`, then checks it with the shared `schema`. An error on an item of
 * a list (`options.2`) shows on the list's field.
 */
export function inputResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  const check = zodResolver(schema as never) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<Schema>
  >;
  return async (values, context, options) => {
    const result = await check(toInput(values) as FieldValues, context, options as never);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, error] of Object.entries(errors)) {
      if (Array.isArray(error)) {
        const first = (error as ({ message?: string } | undefined)[]).find((item) => item?.message);
        errors[name] = { type: 'custom', message: first?.message };
      }
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values: result.values as z.output<Schema>, errors: {} };
  };
}

/** `''` (an empty input) as absent. */
export const blankAsUndefined = (text: string) => (text.trim() === '' ? undefined : text);
