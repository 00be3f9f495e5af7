import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/browser-router';
import { activateLocale, storedLocale } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { hydrateServerData } from './prerender/server-data';
import { HandoverDone } from './prerender/handover-done';

/**
 * Starts the app in `container` (`#root`). A page that arrived with its first markup (`/`,
 * `/all-products`, decision 073) is replaced by React's render of the same page once the router
 * has the page's chunk, rendered without blocking the main thread, instead of flashing the loading placeholder over it in between; a
 * server-rendered page's data (`/all-products`) is in the query cache before that first render, and
 * what the visitor typed or pressed on the prerendered markup meanwhile is handed over. A visitor
 * who chose another language than English sees the first render in it: its catalog loads beside
 * the page's chunk (decision 325).
 */
export function boot(container: HTMLElement): void {
  const locale = storedLocale();
  // A catalog that cannot be loaded leaves the page in English rather than blank.
  const languageReady =
    locale && locale !== 'en' ? activateLocale(locale).catch(() => undefined) : undefined;
  const queryClient = createQueryClient();
  // The server rendered its data in English: another language reads it anew.
  if (!languageReady) hydrateServerData(queryClient);
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
        {/* After the app: its layout effect runs once every field of the first commit has run its own (prerender/handover.ts). */}
        <HandoverDone />
      </StrictMode>,
    );
  // The page on screen is already the right one: React renders its replacement as a transition, in
  // slices that leave the main thread free to answer the visitor, and swaps it in when done.
  if (container.hasChildNodes()) {
    void Promise.all([routerReady(), languageReady]).then(() => startTransition(render));
  } else if (languageReady) void languageReady.then(render);
  else render();
}
