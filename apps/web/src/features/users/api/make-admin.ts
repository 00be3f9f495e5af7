import { ModifiedCountSchema } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { USERS_QUERY_KEY } from './get-users';

/**
 * `PUT /user/admin/{email}` (spec §7, admin): gives `email` the admin role.
 * @throws ApiError — 404 unknown user.
 */
export async function makeAdmin(email: string): Promise<number> {
  const { modifiedCount } = await api.put(
    `/user/admin/${encodeURIComponent(email)}`,
    ModifiedCountSchema,
  );
  return modifiedCount;
}

/** Makes a user an admin; invalidates the user list and admin checks. */
export function useMakeAdmin() {
  return useInvalidatingMutation(makeAdmin, [USERS_QUERY_KEY, ['admin']]);
}
