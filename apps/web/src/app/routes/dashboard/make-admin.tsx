import { DashboardPlaceholder } from '@/features/dashboard/components/dashboard-placeholder';

/** `/dashboard/make-admin` (spec §2): a placeholder until its issue lands. */
export default function MakeAdminRoute() {
  return <DashboardPlaceholder title="Make Admin" description="Grant or remove admin rights." />;
}
