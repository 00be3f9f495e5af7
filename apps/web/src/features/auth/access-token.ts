/** Spec §3: the access token is kept in local storage under this key. */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** Whose token is stored: only that user's requests carry it (never another user's e-mail). */
let tokenOwner: string | null = null;

/** Keeps the access token `POST /login` answered for `email`. */
export function storeAccessToken(email: string, token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  tokenOwner = email;
}

/** Forgets the access token (sign out, or the session has gone). */
export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  tokenOwner = null;
}

/** The stored access token when it belongs to `email`, else `null`. */
export function getAccessToken(email: string): string | null {
  return tokenOwner === email ? localStorage.getItem(ACCESS_TOKEN_KEY) : null;
}

/**
 * The headers of spec §6 for the signed-in `email`: the `email` header, and
 * `Authorization: Bearer <token>` once `POST /login` has answered a token for that user.
 */
export function authHeaders(email: string): Record<string, string> {
  const token = getAccessToken(email);
  return token ? { email, Authorization: `Bearer ${token}` } : { email };
}

/**
 * Layout hints, before the session has loaded (decisions 115, 166): 0 no access token is stored;
 * 1 one is (this browser's user is likely signed in: the navbar keeps their links' places); 2 and
 * that user had a Cart link last time (a client, not an admin; `partline.cartLink`, written by the
 * navbar). Never used for access.
 */
export function signInHint(): number {
  try {
    if (localStorage.getItem(ACCESS_TOKEN_KEY) === null) return 0;
    return localStorage.getItem('partline.cartLink') ? 2 : 1;
  } catch {
    // No storage (the prerendering in Node, storage refused).
    return 0;
  }
}
