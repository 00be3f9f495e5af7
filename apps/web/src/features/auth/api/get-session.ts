import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '../auth-client';
import { AuthRequestError } from '../auth-error';

/** The signed-in user as the app needs it (spec §3: the e-mail comes from the auth state). */
export interface SessionUser {
  email: string;
  /** The display name given at sign-up or by the social provider. */
  name: string;
  /** Picture URL, if any. */
  image: string | null;
}

/** The session query's key; sign-in, sign-up and sign-out update it. */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * better-auth's `GET /api/auth/get-session`: the signed-in user, or `null` when signed out.
 * @throws AuthRequestError when the server fails (5xx) or cannot be reached, so the query retries.
 */
export async function getSession({ signal }: { signal?: AbortSignal } = {}) {
  const { data, error } = await authClient.getSession({ fetchOptions: { signal } });
  if (error) {
    if (!error.status || error.status >= 500) {
      throw new AuthRequestError(error.status, error.code, error.message ?? 'No session');
    }
    return null;
  }
  if (!data?.user) return null;
  const user: SessionUser = {
    email: data.user.email,
    name: data.user.name,
    image: data.user.image ?? null,
  };
  return user;
}

/**
 * Query options of the session. Kept in TanStack Query (not better-auth's nanostore) so the
 * session lives with the rest of the server state and each test's QueryClient starts signed out.
 */
export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: 5 * 60_000,
    // A sign-out in another tab shows when this one regains focus.
    refetchOnWindowFocus: true,
  });
}

/** The session query: `data` is the signed-in user or `null`. */
export function useSessionQuery() {
  return useQuery(getSessionQueryOptions());
}
