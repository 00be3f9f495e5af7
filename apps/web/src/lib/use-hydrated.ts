import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `false` in the server's render and in the browser's hydration of its markup, `true` from the
 * render after (and at once in a render that hydrates nothing). A component that shows something
 * only a browser knows (storage, the clock, a lazy chunk's content) renders the server's version
 * until then, so the first client render matches the markup it hydrates (decision 348).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
