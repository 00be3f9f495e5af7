import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/**
 * Puts the first message the API gave for each of `fields` (its 400 answer's `details`) under
 * that field. Returns whether any field got one; other failures are left to the caller (a toast).
 */
export function setFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<TValues>[],
  setError: UseFormSetError<TValues>,
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let onField = false;
  for (const field of fields) {
    const message = error.details[field]?.[0];
    if (message) {
      setError(field, { message });
      onField = true;
    }
  }
  return onField;
}
