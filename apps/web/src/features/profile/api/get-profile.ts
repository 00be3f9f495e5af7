import { UserProfileSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /user/{email}` (spec §7): the profile, missing fields `'N/A'` (spec §5);
 * its key is `['user', email]`.
 * @throws ApiError when the call fails (401 signed out, 403 someone else's profile).
 */
export function getProfileQueryOptions(email: string) {
  return apiQueryOptions(['user', email], `/user/${encodeURIComponent(email)}`, UserProfileSchema);
}

/** The profile of `email` through TanStack Query. */
export function useProfile(email: string) {
  return useQuery(getProfileQueryOptions(email));
}
