import type { FieldPath, FieldValues, UseFormReset, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { setFieldErrors } from './set-field-errors';

export interface NewEntryCallbacksOptions<TValues extends FieldValues, TResult> {
  /** The form's `reset` and `setError` (from `useZodForm`). */
  form: { reset: UseFormReset<TValues>; setError: UseFormSetError<TValues> };
  /** The fields whose API messages (a 400 answer's `details`) show under them. */
  fields: readonly FieldPath<TValues>[];
  /** The success toast: the specification's or the decision record's text. */
  saved: string;
  /** What else the page does with the created entry (show a secret once, …). */
  then?: (result: TResult) => void;
}

/**
 * The mutation callbacks of a form that adds an entry to a list below it (an address, an
 * invitation, an API key, a webhook endpoint): on success a toast, the form emptied for the next
 * entry and `then(result)`; on failure the API's messages under their fields, anything else as a
 * toast.
 */
export function newEntryCallbacks<TValues extends FieldValues, TResult = unknown>({
  form,
  fields,
  saved,
  then,
}: NewEntryCallbacksOptions<TValues, TResult>) {
  return {
    onSuccess: (result: TResult) => {
      toast.success(saved);
      form.reset();
      then?.(result);
    },
    onError: (error: Error) => {
      if (!setFieldErrors(error, fields, form.setError)) toast.error(error.message);
    },
  };
}
