import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { useReturnTo } from '../hooks/use-return-to';

/**
 * Guards `/login` and `/sign-up`: a user who is already signed in when they open one goes where
 * they came from (`state.from`), else to the dashboard, replacing the history entry. Someone who
 * signs in or up on the page itself is sent on by its form, not by this guard.
 */
export function RedirectSignedIn() {
  const { status } = useAuth();
  const returnTo = useReturnTo(paths.dashboard.root.getHref());
  // Whether this page has seen its visitor signed out: then a session that appears is the form's.
  const [sawSignedOut, setSawSignedOut] = useState(status === 'signed-out');
  if (status === 'signed-out' && !sawSignedOut) setSawSignedOut(true);

  if (status === 'signed-in' && !sawSignedOut) return <Navigate to={returnTo} replace />;
  return <Outlet />;
}
