import { buildSession } from './data';
import type { StubbedReply } from './mock-api';

/**
 * Stubs for a signed-in `email`: the session, the registration (`PUT /user/{email}`), the access
 * token (`POST /login`) and the admin lookup. Spread into `mockApi`, with overrides after it.
 */
export function signedInAs(
  email: string,
  { name = 'Farhana Rahman', admin = false }: { name?: string; admin?: boolean } = {},
): Record<string, StubbedReply> {
  const encoded = encodeURIComponent(email);
  return {
    '/api/auth/get-session': buildSession({ email, name }),
    [`PUT /api/user/${encoded}`]: { insertedId: null, role: admin ? 'admin' : 'user' },
    'POST /api/login': { accessToken: 'test-access-token' },
    [`/api/admin/${encoded}`]: { admin },
  };
}

/** Stubs for a signed-out visitor (better-auth answers `null` for no session). */
export function signedOut(): Record<string, StubbedReply> {
  return { '/api/auth/get-session': null };
}

/**
 * A session that tests change as the user signs in and out: `reply` answers
 * `GET /api/auth/get-session` with the current state.
 */
export function sessionState(initial: ReturnType<typeof buildSession> | null = null) {
  let current = initial;
  return {
    reply: () => current,
    signIn: (email: string, name = 'Farhana Rahman') => {
      current = buildSession({ email, name });
      return { redirect: false, token: current.session.token, user: current.user };
    },
    signOut: () => {
      current = null;
      return { success: true };
    },
  };
}
