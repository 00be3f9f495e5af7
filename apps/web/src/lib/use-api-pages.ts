import { PAGE_LIMIT_DEFAULT } from '@partline/shared';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPage } from './api-client';

/** Items of each page a web list reads (decision 210). */
export const WEB_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

/** `path` (with its own query, if any) asking for one page of `limit` from `cursor`. */
export function pagePath(path: string, cursor: string | null, limit = WEB_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor !== null) params.set('cursor', cursor);
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

/**
 * A keyset-paged list of the API read a page at a time (decision 210) with TanStack Query's
 * `useInfiniteQuery`: `data` is every item of the pages read so far, `fetchNextPage` reads the
 * next one (the cursor of the last page's `Link` header), `hasNextPage` is false on the last page.
 * Invalidating `queryKey` (or a prefix of it) reads the pages again.
 */
export function useApiPages<TSchema extends z.ZodType<unknown[]>>(
  queryKey: QueryKey,
  path: string,
  schema: TSchema,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiPage(pagePath(path, pageParam), schema, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items) as z.output<TSchema>,
    enabled,
  });
}
