import { useMutation } from '@tanstack/react-query';
import { authClient } from '../auth-client';
import { unwrapAuthResult } from '../auth-error';

/**
 * Sets a new password with the token of a reset mail (better-auth `resetPassword`).
 * @throws ApiError, e.g. for an expired or used token.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ token, newPassword }: { token: string; newPassword: string }) => {
      unwrapAuthResult(await authClient.resetPassword({ token, newPassword }));
    },
  });
}
