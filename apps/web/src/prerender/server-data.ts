import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the element a server-rendered page carries its query cache in (decision 073). */
export const SERVER_DATA_ELEMENT_ID = 'partline-server-data';

/**
 * Puts the data a server-rendered page was rendered from (the JSON of the element
 * {@link SERVER_DATA_ELEMENT_ID}, written by `render-page.tsx`) into `queryClient`, so the first
 * render in the browser shows the same content without asking the API again. Does nothing when the
 * page has no such element; unreadable data is ignored (the page then loads it as usual).
 */
export function hydrateServerData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(queryClient, JSON.parse(text) as DehydratedState);
  } catch {
    // The page works without it: its queries fetch as on any other page.
  }
}
