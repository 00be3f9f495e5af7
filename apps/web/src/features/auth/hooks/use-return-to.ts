import { useLocation, type Location } from 'react-router';
import { paths } from '@/config/paths';

/** What `RequireAuth` leaves in the history state of `/login` and `/sign-up`. */
export interface ReturnToState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
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
