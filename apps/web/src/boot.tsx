import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/browser-router';
import { activateLocale, storedLocale } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { hydrateServerData } from './prerender/server-data';
import { HandoverDone } from './prerender/handover-done';
import { stopRecordingBeforeStart } from './prerender/handover';

/**
 * Starts the app in `container` (`#root`). A page that arrived with its first markup (`/`, the
 * catalog, a category or a product page, decision 073) is hydrated once the router has the page's
 * chunk (decision 348): React takes the markup on screen over instead of building it again, in
 * slices that leave the main thread free to answer the visitor; a server-rendered page's data is in
 * the query cache before that, and what the visitor typed or pressed on the markup meanwhile is
 * handed over. A visitor who chose another language than English sees the first render in it: its
 * catalog loads beside the page's chunk (decision 325), and the English markup is replaced.
 */
export function boot(container: HTMLElement): void {
  const locale = storedLocale();
  // A catalog that cannot be loaded leaves the page in English rather than blank.
  const languageReady =
    locale && locale !== 'en' ? activateLocale(locale).catch(() => undefined) : undefined;
  const queryClient = createQueryClient();
  // The server rendered its data in English: another language reads it anew.
  if (!languageReady) hydrateServerData(queryClient);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
      {/* After the app: its layout effect runs once every field of the first commit has run its own (prerender/handover.ts). */}
      <HandoverDone />
    </StrictMode>
  );
  const render = () => createRoot(container).render(app);
  if (container.hasChildNodes() && !languageReady) {
    // A transition: hydration in slices rather than one long task.
    void routerReady().then(() =>
      startTransition(() => {
        stopRecordingBeforeStart();
        hydrateRoot(container, app);
      }),
    );
  } else if (container.hasChildNodes()) {
    // The page on screen is already the right one, in English: React renders its replacement as
    // a transition, in slices, and swaps it in when done.
    void Promise.all([routerReady(), languageReady]).then(() => startTransition(render));
  } else if (languageReady) void languageReady.then(render);
  else render();
}
