import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPage } from './api-client';

/** Items a back-office list reads per page (`limit`, decision 217). */
export const LIST_PAGE_SIZE = 50;

/** `path` (which may hold a query already) with `name=value` added, unless `value` is empty. */
function withParam(path: string, name: string, value: string | null): string {
  if (!value) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`;
}

/** `path` (which may hold a query already) asking for pages of `limit` items. */
export function withLimit(path: string, limit: number): string {
  return withParam(path, 'limit', String(limit));
}

/** `path` (which may hold a query already) with `cursor` added when there is one. */
export function withCursor(path: string, cursor: string | null): string {
  return withParam(path, 'cursor', cursor);
}

/** `path` (which may hold a query already) with the search text `q` added when there is one. */
export function withSearch(path: string, q: string): string {
  return withParam(path, 'q', encodeURIComponent(q));
}

/**
 * Query options of a keyset-paged list (decision 210) read with `apiPage`: the first page from
 * `path` (which sets `limit`), each next one from the cursor of the previous answer's `Link`
 * header. `data` is every item loaded so far, in order; `hasNextPage` says whether more exist.
 * Invalidating a prefix of `queryKey` reads the loaded pages again.
 * @throws ApiError as `apiPage` does.
 */
export function keysetListOptions<TSchema extends z.ZodType<unknown[]>>(
  queryKey: QueryKey,
  path: string,
  schema: TSchema,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiPage(withCursor(path, pageParam), schema, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items) as z.output<TSchema>,
  });
}

/**
 * Query options of a list whose answer names its next page in the body (`nextCursor`: the catalog
 * search and the audit log, decisions 216, 217): the first page from cursor `null`, each next one
 * from the previous page's `nextCursor`, `data.pages` the pages as read. The previous key's pages
 * stay on screen while another key's first page loads (`placeholderData`), so a list does not
 * flash when its search or filter changes.
 */
export function cursorPagesOptions<TPage extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  readPage: (cursor: string | null, options: { signal: AbortSignal }) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}
