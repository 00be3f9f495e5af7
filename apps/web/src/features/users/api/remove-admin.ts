import { ModifiedCountSchema } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { USERS_QUERY_KEY } from './get-users';

/**
 * `DELETE /user/admin/{email}` (admin): takes the admin role from `email`.
 * @throws ApiError — 409 "You can't remove yourself from admin", 409 'The last admin cannot be
 *   removed'.
 */
export async function removeAdmin(email: string): Promise<number> {
  const { modifiedCount } = await api.delete(
    `/user/admin/${encodeURIComponent(email)}`,
    ModifiedCountSchema,
  );
  return modifiedCount;
}

/** Removes a user's admin role; invalidates the user list and admin checks. */
export function useRemoveAdmin() {
  return useInvalidatingMutation(removeAdmin, [USERS_QUERY_KEY, ['admin']]);
}
