import type { LoginInput } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../auth-client';
import { unwrapAuthResult } from '../auth-error';
import { getSessionQueryOptions } from './get-session';
import { forgetAnswers } from './sign-out';

/**
 * Signs in with e-mail and password (better-auth `signIn.email`) and waits for the new session,
 * so protected routes see the user at once.
 * @throws ApiError whose `reason` is `USER_NOT_FOUND` or `INVALID_PASSWORD` (spec §8), among others.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: LoginInput) => {
      unwrapAuthResult(await authClient.signIn.email({ email, password }));
      // Answers read before (signed out, or as someone else) may show other prices.
      forgetAnswers(queryClient);
      return queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
    },
  });
}
