import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearAccessToken } from '../access-token';
import { SESSION_QUERY_KEY } from './get-session';

/**
 * Forgets every answer but the session's: what one person saw (their orders, their own contract
 * prices on products, decision 320) is never shown to the next who signs in on this browser.
 */
export const forgetAnswers = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });

/**
 * Signs out: better-auth `signOut`, then the access token leaves local storage and the query
 * cache forgets everything the user saw. The app counts as signed out even if the server call
 * fails (the token is gone either way).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    // The better-auth client is loaded on first use: pages that only read the session skip it.
    const { authClient } = await import('../auth-client');
    await authClient.signOut();
  } finally {
    clearAccessToken();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    forgetAnswers(queryClient);
  }
}

/** {@link signOut} as a mutation. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient) });
}
