import { useLayoutEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { finishHandover } from './handover';

/**
 * Attribute set on `<html>` once the app has taken the prerendered markup over and rendered what
 * only the browser knows (decision 348: the render after hydration), or has rendered a page that
 * had none: from then on the elements on screen are React's own and show this browser's state.
 * Journeys on prerendered pages wait for it before they touch the page (decision 089).
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Renders nothing; placed after the app, its layout effect ends the hand-over from the prerendered
 * page (handover.ts) once every field of the app's first commit has run its own, then marks
 * `<html>` with {@link APP_STARTED_ATTRIBUTE} — at once, or after hydration in the commit of the
 * render that follows it.
 */
export function HandoverDone(): null {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    finishHandover();
  }, []);
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, [hydrated]);
  return null;
}
