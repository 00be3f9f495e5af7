import { isLocale, type Locale } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/** The signed-in user as the app needs it (spec §3: the e-mail comes from the auth state). */
export interface SessionUser {
  email: string;
  /** The display name given at sign-up or by the social provider. */
  name: string;
  /** Picture URL, if any. */
  image: string | null;
  /** The language saved to the account (decision 325); `null` when the answer has none. */
  locale: Locale | null;
}

/** The session query's key; sign-in, sign-up and sign-out update it. */
export const SESSION_QUERY_KEY = ['session'] as const;

/** The part of better-auth's session answer the app reads. */
interface SessionAnswer {
  user?: { email: string; name: string; image?: string | null; locale?: unknown } | null;
}

/**
 * better-auth's `GET /api/auth/get-session`: the signed-in user, or `null` when signed out. A plain
 * `fetch` (the endpoint answers `{ session, user }` or `null`): every page reads the session, and
 * its first view loads neither the better-auth client nor the API client (decision 045).
 * @throws ApiError when the server fails (5xx) or cannot be reached, so the query retries.
 */
export async function getSession({ signal }: { signal?: AbortSignal } = {}) {
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/api/auth/get-session`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'service_unavailable', 'The server could not be reached');
  }
  if (response.status >= 500) {
    throw new ApiError(response.status, 'internal_error', 'The session could not be read');
  }
  if (!response.ok) return null;
  const data = (await response.json().catch(() => null)) as SessionAnswer | null;
  if (!data?.user) return null;
  const user: SessionUser = {
    email: data.user.email,
    name: data.user.name,
    image: data.user.image ?? null,
    locale: isLocale(data.user.locale) ? data.user.locale : null,
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
