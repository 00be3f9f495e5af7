import { useAdminFlag } from '../api/get-admin-flag';
import { useAuth } from './use-auth';

/**
 * Spec §6: whether to offer 'Confirm Purchase' — to signed-out visitors (who are sent to login)
 * and to signed-in non-admins; not to admins, nor while a signed-in user's admin flag loads.
 */
export function useCanPurchase(): boolean {
  const { status, user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  if (status !== 'signed-in') return true;
  return adminFlag.data === false || adminFlag.isError;
}
