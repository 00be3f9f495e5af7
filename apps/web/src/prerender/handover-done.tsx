import { useLayoutEffect } from 'react';
import { finishHandover } from './handover';

/**
 * Renders nothing; placed after the app, its layout effect ends the hand-over from the prerendered
 * page (handover.ts) once every field of the app's first commit has taken its text.
 */
export function HandoverDone(): null {
  useLayoutEffect(() => finishHandover(), []);
  return null;
}
