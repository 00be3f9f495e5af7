import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client of the app (docs/accounts-contract.md): same origin, base path
 * `/api/auth`, with the admin plugin's actions.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [adminClient()],
  fetchOptions: {
    // Look `fetch` up on every call (better-auth keeps the one it saw at start-up otherwise), so
    // the whole app has one network boundary and tests stub it in one place.
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

/** The social sign-in providers of spec §7, as better-auth names them. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'github'] as const;
/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How the specification writes each provider's name ('Github', spec §8). */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, 'Google' | 'Facebook' | 'Github'> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'Github',
};

/** The query parameter the social sign-in callback URL carries (`/?signedInWith=google`). */
export const SIGNED_IN_WITH_PARAM = 'signedInWith';

/** The note under a provider's button when the server has no credentials for it. */
export function notConfiguredMessage(provider: SocialProvider): string {
  return `${SOCIAL_PROVIDER_LABELS[provider]} sign-in is not configured on this server`;
}
