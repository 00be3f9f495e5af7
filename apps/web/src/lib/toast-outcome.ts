import toast from 'react-hot-toast';
import { i18n } from './i18n/i18n';
import { translateSpecText } from './i18n/spec-texts';

/**
 * A mutation's callbacks that tell its outcome as a toast: `success` when it worked, the API's
 * message when it did not (STYLE.md, Errors); `settled` runs after either, e.g. to close the
 * dialog that asked.
 */
export function toastOutcome(success: string, settled?: () => void) {
  return {
    onSuccess: () => {
      toast.success(success);
    },
    onError: (error: Error) => {
      // The API's message, in the reader's language when it is one of the shared texts.
      toast.error(translateSpecText(i18n, error.message));
    },
    onSettled: settled,
  };
}
