import { useMutation } from '@tanstack/react-query';
import { storeAccessToken } from '../access-token';
import { authClient } from '../auth-client';
import { unwrapAuthResult } from '../auth-error';

/**
 * Changes the signed-in user's password (better-auth `changePassword`). The server ends every
 * session of the user and answers a new one for this browser (decision 082): its token replaces
 * the stored access token, whose session is gone.
 * @throws ApiError: 401 'No user is logged in' without a session (spec §5), or a wrong
 *   current password.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      const data = unwrapAuthResult(
        await authClient.changePassword({ ...input, revokeOtherSessions: true }),
      );
      if (data?.token) storeAccessToken(data.user.email, data.token);
    },
  });
}
