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
 * Whether an access token is stored at all: a hint, before the session has loaded, that this
 * browser's user is signed in (the navbar keeps their links' places). Never used for access.
 */
export function hasStoredAccessToken(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}
