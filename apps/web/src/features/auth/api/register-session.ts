import { AccessTokenSchema, RegisterUserResultSchema } from '@partline/shared';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { storeAccessToken } from '../access-token';

let inFlight: { email: string; promise: Promise<string> } | null = null;

async function register(email: string): Promise<string> {
  const encoded = encodeURIComponent(email);
  await api.put(`/user/${encoded}`, RegisterUserResultSchema, { email, role: 'user' });
  const { accessToken } = await api.post('/login', AccessTokenSchema, { email });
  storeAccessToken(email, accessToken);
  return accessToken;
}

/**
 * Spec §4, §7: once a signed-in user's e-mail is known, registers them (`PUT /user/{email}`
 * `{ email, role: 'user' }`; the server never downgrades an admin), then asks `POST /login` for
 * the access token and keeps it in `localStorage.accessToken`. Concurrent calls for one e-mail
 * share one round trip. Resolves to the token.
 * @throws ApiError when either call fails.
 */
export function registerSession(email: string): Promise<string> {
  if (inFlight?.email === email) return inFlight.promise;
  const promise = register(email).finally(() => {
    if (inFlight?.promise === promise) inFlight = null;
  });
  inFlight = { email, promise };
  return promise;
}

/**
 * Whether a failed registration only means the session ended first (401: a sign-out reached the
 * server before it): there is no one left to register, and nothing to report.
 */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
