import { UserSummaryListSchema, type UserSummary } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key of the user list; role changes invalidate it. */
export const USERS_QUERY_KEY = ['users'] as const;

/**
 * `GET /users` (admin): every user with e-mail, name, picture and role.
 * @throws ApiError when the call fails (401 signed out, 403 not an admin).
 */
export function getUsers({ signal }: { signal?: AbortSignal } = {}): Promise<UserSummary[]> {
  return api.get('/users', UserSummaryListSchema, { signal });
}

/** Query options of the user list (key `['users']`). */
export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => getUsers({ signal }),
  });
}

/** Every user, for Make Admin (spec §2). */
export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
