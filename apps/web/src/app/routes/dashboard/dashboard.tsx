import { Outlet } from 'react-router';
import { DashboardSidebar } from '@/features/dashboard/components/dashboard-sidebar';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useMyPaymentTerms } from '@/features/company-accounts/api/company-accounts';

/** `/dashboard/*` (spec §2): the sidebar beside the child page. Behind `RequireAuth`. */
export default function DashboardRoute() {
  const { user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  const isAdmin = adminFlag.isError ? false : adminFlag.data;
  const company = useMyPaymentTerms({ enabled: isAdmin === false });

  return (
    <div className="dashboard container py-4 py-md-5">
      <div className="dashboard__layout">
        <aside className="dashboard__sidebar">
          <DashboardSidebar isAdmin={isAdmin} isCompanyAdmin={company.data?.role === 'admin'} />
        </aside>
        <div className="dashboard__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
