import { useMutation } from '@tanstack/react-query';
import { authClient } from '../auth-client';
import { unwrapAuthResult } from '../auth-error';

/**
 * Mails a password-reset link to `email` (better-auth `requestPasswordReset`); the link opens
 * `/reset-password?token=…` of this app.
 * @throws ApiError when the server refuses it.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      unwrapAuthResult(
        await authClient.requestPasswordReset({
          email,
          redirectTo: `${window.location.origin}/reset-password`,
        }),
      );
    },
  });
}
