import { createRouter } from './router';

/** One router for the page's lifetime (created once, outside React's render cycle). */
export const router = createRouter();

/**
 * Resolves once the router has loaded the chunks of the page it opened on (its lazy routes), so
 * that the first render shows the page itself rather than its loading placeholder.
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
