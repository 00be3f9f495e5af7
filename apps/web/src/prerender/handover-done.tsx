import { useLayoutEffect } from 'react';
import { finishHandover } from './handover';

/**
 * Attribute set on `<html>` once the app has replaced the prerendered markup (or rendered a page
 * that had none): from then on the elements on screen are React's own. Journeys on prerendered
 * pages wait for it before they touch the page (decision 089).
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Renders nothing; placed after the app, its layout effect ends the hand-over from the prerendered
 * page (handover.ts) once every field of the app's first commit has taken its text, then marks
 * `<html>` with {@link APP_STARTED_ATTRIBUTE}.
 */
export function HandoverDone(): null {
  useLayoutEffect(() => {
    finishHandover();
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, []);
  return null;
}
