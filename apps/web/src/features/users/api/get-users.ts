import { UserSummaryListSchema } from '@partline/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetListOptions, LIST_PAGE_SIZE, withSearch } from '@/lib/keyset-list';

/** The key of the user list; role changes invalidate it. */
export const USERS_QUERY_KEY = ['users'] as const;

/**
 * Query options of the user list (key `['users', q]`): `GET /users?sort=newest&limit=…&q=…&
 * cursor=…` (admin; decisions 210, 217, 247), newest first — a client who just signed up is at
 * the top — those whose e-mail or name contains `q` when given, {@link LIST_PAGE_SIZE} users a
 * page; the next page's cursor comes from the answer's `Link` header. Fails with ApiError 401
 * signed out, 403 not an admin.
 */
export function getUsersQueryOptions(q = '') {
  return keysetListOptions(
    [...USERS_QUERY_KEY, q],
    withSearch(`/users?sort=newest&limit=${LIST_PAGE_SIZE}`, q),
    UserSummaryListSchema,
  );
}

/** The users loaded so far (of the search `q`), for Make Admin (spec §2), and the next page. */
export function useUsers(q = '') {
  return useInfiniteQuery(getUsersQueryOptions(q));
}
