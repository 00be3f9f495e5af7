import { useMutation } from '@tanstack/react-query';
import { authClient } from '../auth-client';
import { unwrapAuthResult } from '../auth-error';

/**
 * Changes the signed-in user's password (better-auth `changePassword`); other sessions stay.
 * @throws ApiError: 401 'No user is logged in' without a session (spec §5), or a wrong
 *   current password.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      unwrapAuthResult(await authClient.changePassword(input));
    },
  });
}
