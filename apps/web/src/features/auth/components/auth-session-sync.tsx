import { useEffect } from 'react';
import { addRequestHeaders } from '@/lib/api-client';
import { authHeaders, clearAccessToken } from '../access-token';
import { useAuth } from '../hooks/use-auth';

/**
 * Follows the session (renders nothing). When a signed-in user's e-mail becomes available it
 * registers them and fetches the access token (spec §4, §7), and makes every API call carry the
 * `email` header and `Authorization: Bearer` (spec §6); when signed out, the token goes.
 */
export function AuthSessionSync() {
  const { status, user } = useAuth();
  const email = user?.email;

  useEffect(() => {
    if (!email) return;
    const removeHeaders = addRequestHeaders(() => authHeaders(email));
    // A side effect of the session changing, not data for the screen: nothing renders from it.
    // Loaded once someone is signed in: visitors' pages do without it and its schemas.
    import('../api/register-session')
      .then(({ registerSession, sessionEnded }) =>
        registerSession(email).catch((error: unknown) => {
          if (!sessionEnded(error)) throw error;
        }),
      )
      .catch((error: unknown) => {
        console.error('Could not register the signed-in user', error);
      });
    return removeHeaders;
  }, [email]);

  useEffect(() => {
    if (status === 'signed-out') clearAccessToken();
  }, [status]);

  return null;
}
