import { useState } from 'react';

/**
 * What a confirmation dialog asks about: `target` while the dialog is open, and `shown`, which
 * keeps the last one so the dialog's text stays while it fades out.
 */
export function useConfirm<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [shown, setShown] = useState<T | null>(null);
  return {
    target,
    shown,
    /** Opens the dialog about `item`. */
    ask: (item: T) => {
      setShown(item);
      setTarget(item);
    },
    /** Closes the dialog. */
    close: () => setTarget(null),
  };
}
