import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { Outlet } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-error';
import { useAdminFlag } from '../api/get-admin-flag';
import { useSignOut } from '../api/sign-out';
import { useAuth } from '../hooks/use-auth';

/** Shown when a non-admin opens an admin page. */
export const ADMIN_ONLY_MESSAGE = 'That page is for admins. Please sign in with an admin account.';

/**
 * Guards admin-only routes (spec §2); sits inside `RequireAuth`. While the admin lookup runs a
 * spinner shows; a non-admin is signed out, after which `RequireAuth` sends them to `/login`
 * (remembering the page, so an admin who signs in lands on it).
 */
export function RequireAdmin() {
  const { user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  const { mutate: signOut } = useSignOut();
  const { error } = adminFlag;
  const refused =
    adminFlag.data === false ||
    (error instanceof ApiError && (error.status === 401 || error.status === 403));
  const signingOut = useRef(false);

  useEffect(() => {
    if (!refused || signingOut.current) return;
    signingOut.current = true;
    toast.error(ADMIN_ONLY_MESSAGE, { id: 'admin-only' });
    signOut();
  }, [refused, signOut]);

  const allowed = adminFlag.data === true;
  // A refusal shows the spinner until the sign-out sends the visitor to /login.
  const failed = adminFlag.isError && !refused && !allowed;
  const access = {
    isPending: !allowed && !failed,
    isError: failed,
    data: allowed ? true : undefined,
    refetch: adminFlag.refetch,
  };
  return (
    <QueryState
      query={access}
      spinnerSize="page"
      loadingLabel="Checking your access…"
      errorMessage="We could not check your access rights."
    >
      {() => <Outlet />}
    </QueryState>
  );
}
