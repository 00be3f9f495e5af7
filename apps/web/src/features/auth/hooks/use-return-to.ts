import { useLocation, type Location } from 'react-router';
import { paths } from '@/config/paths';

/** What `RequireAuth` leaves in the history state of `/login` and `/sign-up`. */
export interface ReturnToState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** The e-mail address to start the form with (an invitation's, decision 131). */
  email?: string;
}

/** The e-mail address the page that sent here asked to start the form with, or `''`. */
export function usePrefilledEmail(): string {
  const email = (useLocation().state as ReturnToState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Where to go after signing in or up (spec §2): the location `RequireAuth` remembered in
 * `state.from`, else `fallback` (home).
 */
export function useReturnTo(fallback: string = paths.home.getHref()): string {
  const location = useLocation();
  const from = (location.state as ReturnToState | null)?.from;
  if (
    !from?.pathname ||
    from.pathname === paths.login.path ||
    from.pathname === paths.signUp.path
  ) {
    return fallback;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
