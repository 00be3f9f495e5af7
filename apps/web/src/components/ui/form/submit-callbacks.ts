import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { i18n } from '@/lib/i18n/i18n';
import { translateSpecText } from '@/lib/i18n/spec-texts';
import { setFieldErrors } from './set-field-errors';

export interface SubmitCallbacksOptions<TValues extends FieldValues, TResult> {
  /**
   * The success toast: the specification's or the decision record's text, shown in the reader's
   * language when it is one of the shared texts (`translateSpecText`).
   */
  saved: string;
  /** What the page does next (close the dialog, empty the form, …), after the toast. */
  then?: (result: TResult) => void;
  /** With `fields`: the form whose fields show the API's messages (a 400 answer's `details`). */
  form?: { setError: UseFormSetError<TValues> };
  fields?: readonly FieldPath<TValues>[];
}

/**
 * The mutation callbacks of a form's submit: on success a toast, then `then(result)`; on failure
 * the API's messages under their fields (when `form` and `fields` are given), anything else as a
 * toast. The form stays as it was on failure, so the user can correct it.
 */
export function submitCallbacks<TValues extends FieldValues, TResult = unknown>({
  saved,
  then,
  form,
  fields,
}: SubmitCallbacksOptions<TValues, TResult>) {
  return {
    onSuccess: (result: TResult) => {
      toast.success(translateSpecText(i18n, saved));
      then?.(result);
    },
    onError: (error: Error) => {
      const onField = form && fields ? setFieldErrors(error, fields, form.setError) : false;
      // The API's message, in the reader's language when it is one of the shared texts.
      if (!onField) toast.error(translateSpecText(i18n, error.message));
    },
  };
}
