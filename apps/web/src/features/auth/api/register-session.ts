import { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeAccessToken } from '../access-token';

const RegisterUserAnswerSchema = z.object({ insertedId: z.string().nullable(), role: z.string() });
const AccessTokenSchema = z.object({ accessToken: z.string().min(1) });

let inFlight: { email: string; promise: Promise<string> } | null = null;

async function register(email: string): Promise<string> {
  const encoded = encodeURIComponent(email);
  await api.put(`/user/${encoded}`, RegisterUserAnswerSchema, { email, role: 'user' });
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
