import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ManageAdmins } from '@/features/users/components/manage-admins';

/** `/dashboard/make-admin` (spec §2, admin): every user with their role, and the admin rights. */
export default function MakeAdminRoute() {
  const { t } = useLingui();
  const { user } = useAuth();
  return (
    <DashboardPage title={t`Make Admin`}>
      <ManageAdmins myEmail={user?.email} />
    </DashboardPage>
  );
}
