import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

/**
 * Guards protected routes (spec §2): a centred spinner while the sign-in state loads; a signed-out
 * visitor goes to `/login`, replacing the history entry and remembering the requested location in
 * `state.from`, where the login page returns after sign-in.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner size="page" label="Checking your sign-in…" />;
  if (status === 'signed-out') {
    return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
