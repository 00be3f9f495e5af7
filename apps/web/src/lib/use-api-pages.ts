import { PAGE_LIMIT_DEFAULT } from '@partline/shared';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { keysetListOptions, withLimit } from './keyset-list';

/** Items of each page a web list reads (decision 210). */
export const WEB_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

/**
 * A keyset-paged list of the API read {@link WEB_PAGE_SIZE} items a page (decision 210) with
 * TanStack Query's `useInfiniteQuery`: `keysetListOptions` of `path` (which may hold its own
 * query), while `enabled`. `data` is every item of the pages read so far, `fetchNextPage` reads
 * the next one, `hasNextPage` is false on the last page. Invalidating `queryKey` (or a prefix of
 * it) reads the pages again.
 */
export function useApiPages<TSchema extends z.ZodType<unknown[]>>(
  queryKey: QueryKey,
  path: string,
  schema: TSchema,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...keysetListOptions(queryKey, withLimit(path, WEB_PAGE_SIZE), schema),
    enabled,
  });
}
