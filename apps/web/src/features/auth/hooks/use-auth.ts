import { useSessionQuery, type SessionUser } from '../api/get-session';

/** Spec §4: the sign-in state is loading, then signed in or signed out. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** What {@link useAuth} returns. */
export interface AuthState {
  status: AuthStatus;
  /** The signed-in user (`email`, `name`, `image`), `null` unless signed in. */
  user: SessionUser | null;
}

/**
 * The sign-in state of spec §4: `loading` while the session is read, then `signed-in` with the
 * user's e-mail and name, or `signed-out`. A session that cannot be read counts as signed out.
 */
export function useAuth(): AuthState {
  const { data, isPending } = useSessionQuery();
  if (isPending) return { status: 'loading', user: null };
  if (data) return { status: 'signed-in', user: data };
  return { status: 'signed-out', user: null };
}
