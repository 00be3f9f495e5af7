import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search text of a back-office list, kept in the URL as `q` so that a reload or a shared link
 * shows the same search (decision 247): the URL's text, trimmed (`''`: no search), and what sets
 * it — replacing the history entry, so Back leaves the page instead of undoing each word.
 */
export function useListSearch(): [q: string, setQ: (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const setQ = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [q, setQ];
}
