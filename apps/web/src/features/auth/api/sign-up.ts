import type { SignUpInput } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { authClient } from '../auth-client';
import { unwrapAuthResult } from '../auth-error';
import { getSessionQueryOptions } from './get-session';
import { forgetAnswers } from './sign-out';

/**
 * Creates an account (better-auth `signUp.email`; the server sends the verification e-mail whose
 * link lands on `/email-verified`, which says so) and waits for the new session: the user is
 * signed in at once.
 * @throws ApiError, e.g. when the e-mail is already used.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, email, password }: SignUpInput) => {
      unwrapAuthResult(
        await authClient.signUp.email({
          name,
          email,
          password,
          callbackURL: `${window.location.origin}${paths.emailVerified.getHref()}`,
        }),
      );
      // Answers read before (signed out, or as someone else) may show other prices.
      forgetAnswers(queryClient);
      return queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
    },
  });
}
