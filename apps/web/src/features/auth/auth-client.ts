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

export {
  notConfiguredMessage,
  SIGNED_IN_WITH_PARAM,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './social-providers';
