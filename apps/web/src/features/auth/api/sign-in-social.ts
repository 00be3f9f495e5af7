import { useMutation } from '@tanstack/react-query';
import { authClient, SIGNED_IN_WITH_PARAM, type SocialProvider } from '../auth-client';
import { unwrapAuthResult } from '../auth-error';

/**
 * Starts a social sign-in (better-auth `signIn.social`): the browser leaves for the provider and
 * comes back to `/?signedInWith={provider}`, or to `/login?socialError={provider}` on failure.
 * @throws ApiError when the server refuses to start it.
 */
export function useSignInSocial() {
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const origin = window.location.origin;
      unwrapAuthResult(
        await authClient.signIn.social({
          provider,
          callbackURL: `${origin}/?${SIGNED_IN_WITH_PARAM}=${provider}`,
          errorCallbackURL: `${origin}/login?socialError=${provider}`,
        }),
      );
    },
  });
}
