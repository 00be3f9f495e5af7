import type { FieldPath, FieldValues, UseFormReset, UseFormSetError } from 'react-hook-form';
import { submitCallbacks, type SubmitCallbacksOptions } from './submit-callbacks';

export interface NewEntryCallbacksOptions<
  TValues extends FieldValues,
  TResult,
> extends SubmitCallbacksOptions<TValues, TResult> {
  /** The form's `reset` and `setError` (from `useZodForm`). */
  form: { reset: UseFormReset<TValues>; setError: UseFormSetError<TValues> };
  /** The fields whose API messages (a 400 answer's `details`) show under them. */
  fields: readonly FieldPath<TValues>[];
}

/**
 * The mutation callbacks of a form that adds an entry to a list below it (an address, an
 * invitation, an API key, a webhook endpoint): {@link submitCallbacks} that also empty the form
 * for the next entry before `then(result)` (what else the page does with it: show a secret once).
 */
export function newEntryCallbacks<TValues extends FieldValues, TResult = unknown>({
  then,
  ...options
}: NewEntryCallbacksOptions<TValues, TResult>) {
  return submitCallbacks<TValues, TResult>({
    ...options,
    then: (result) => {
      options.form.reset();
      then?.(result);
    },
  });
}
