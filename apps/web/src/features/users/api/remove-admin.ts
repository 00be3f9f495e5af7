import { ModifiedCountSchema } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
