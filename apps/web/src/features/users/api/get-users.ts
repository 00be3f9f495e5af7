import { UserSummaryListSchema } from '@partline/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetListOptions, LIST_PAGE_SIZE } from '@/lib/keyset-list';

/** The key of the user list; role changes invalidate it. */
export const USERS_QUERY_KEY = ['users'] as const;

/**
 * Query options of the user list (key `['users']`): `GET /users?sort=newest&limit=…&cursor=…`
 * (admin; decisions 210, 217), newest first — a client who just signed up is at the top —
 * {@link LIST_PAGE_SIZE} users a page; the next page's cursor
 * comes from the answer's `Link` header. Fails with ApiError 401 signed out, 403 not an admin.
 */
export function getUsersQueryOptions() {
  return keysetListOptions(
    USERS_QUERY_KEY,
    `/users?sort=newest&limit=${LIST_PAGE_SIZE}`,
    UserSummaryListSchema,
  );
}

/** The users loaded so far, for Make Admin (spec §2), and the next page on demand. */
export function useUsers() {
  return useInfiniteQuery(getUsersQueryOptions());
}
