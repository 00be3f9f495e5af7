import { UserProfileSchema, type UserProfile } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /user/{email}` (spec §7): the profile; missing fields are `'N/A'` (spec §5).
 * @throws ApiError when the call fails (401 signed out, 403 someone else's profile).
 */
export function getProfile(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserProfile> {
  return api.get(`/user/${encodeURIComponent(email)}`, UserProfileSchema, { signal });
}

/** Query options of `email`'s profile (key `['user', email]`). */
export function getProfileQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['user', email],
    queryFn: ({ signal }) => getProfile(email, { signal }),
  });
}

/** The profile of `email` through TanStack Query. */
export function useProfile(email: string) {
  return useQuery(getProfileQueryOptions(email));
}
