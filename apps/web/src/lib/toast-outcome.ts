import toast from 'react-hot-toast';

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
      toast.error(error.message);
    },
    onSettled: settled,
  };
}
