import { AdminFlagSchema } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /admin/{email}`: whether `email` is an admin.
 * @throws ApiError when the call fails (401 signed out, 403 someone else's e-mail).
 */
export async function getAdminFlag(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const { admin } = await api.get(`/admin/${encodeURIComponent(email)}`, AdminFlagSchema, {
    signal,
  });
  return admin;
}

/** Query options of the admin flag of `email` (key `['admin', email]`). */
export function getAdminFlagQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['admin', email],
    queryFn: ({ signal }) => getAdminFlag(email, { signal }),
  });
}

/**
 * Spec §6: whether the signed-in user is an admin, decided by the server's admin lookup for their
 * e-mail. Disabled (pending) while `email` is unknown.
 */
export function useAdminFlag(email: string | undefined) {
  return useQuery({ ...getAdminFlagQueryOptions(email ?? ''), enabled: Boolean(email) });
}
