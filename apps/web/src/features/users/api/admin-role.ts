import { ModifiedCountSchema } from '@partline/shared';
import { api } from '@/lib/api-client';
import { putCounted } from '@/lib/counted-writes';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { USERS_QUERY_KEY } from './get-users';

/** Either write of a user's admin role refreshes the user list and the admin checks. */
const ADMIN_ROLE_READS = [USERS_QUERY_KEY, ['admin']];

/** `/user/admin/{email}` (spec §7, admin): the admin role of `email`. */
const adminRolePath = (email: string) => `/user/admin/${encodeURIComponent(email)}`;

/**
 * `PUT /user/admin/{email}`: gives `email` the admin role.
 * @throws ApiError — 404 unknown user.
 */
export const makeAdmin = (email: string) => putCounted(adminRolePath(email));

/**
 * `DELETE /user/admin/{email}`: takes the admin role from `email`. It answers `{ modifiedCount }`
 * (the user row is changed, not deleted; spec §7), so it is not one of `deleteCounted`'s deletes.
 * @throws ApiError — 409 "You can't remove yourself from admin", 409 'The last admin cannot be
 *   removed'.
 */
export async function removeAdmin(email: string): Promise<number> {
  const { modifiedCount } = await api.delete(adminRolePath(email), ModifiedCountSchema);
  return modifiedCount;
}

/** Makes a user an admin; invalidates the user list and admin checks. */
export function useMakeAdmin() {
  return useInvalidatingMutation(makeAdmin, ADMIN_ROLE_READS);
}

/** Removes a user's admin role; invalidates the user list and admin checks. */
export function useRemoveAdmin() {
  return useInvalidatingMutation(removeAdmin, ADMIN_ROLE_READS);
}
