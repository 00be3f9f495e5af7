import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import { BinMissingBanner } from '@/features/shop-settings/components/bin-missing-banner';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * The bare `/dashboard`: the admin overview for admins (decision 071), under a warning while the
 * shop's BIN is missing (decision 309); for everyone else the
 * welcome heading and picture (spec §2).
 */
export default function DashboardHomeRoute() {
  const { t } = useLingui();
  const { user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  if (adminFlag.isPending && user) return <PageSpinner label={t`Loading your dashboard…`} />;
  if (adminFlag.data === true) {
    return (
      <>
        <BinMissingBanner />
        <AdminOverview />
      </>
    );
  }
  return <DashboardWelcome name={user?.name || user?.email || t`there`} />;
}
