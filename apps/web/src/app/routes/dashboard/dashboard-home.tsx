import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * The bare `/dashboard`: the admin overview for admins (decision 071); for everyone else the
 * welcome heading and picture (spec §2).
 */
export default function DashboardHomeRoute() {
  const { user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  if (adminFlag.isPending && user) return <PageSpinner label="Loading your dashboard…" />;
  if (adminFlag.data === true) return <AdminOverview />;
  return <DashboardWelcome name={user?.name || user?.email || 'there'} />;
}
