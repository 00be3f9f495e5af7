import { DashboardPlaceholder } from '@/features/dashboard/components/dashboard-placeholder';

/** `/dashboard/manage-orders` (spec §2): a placeholder until its issue lands. */
export default function ManageOrdersRoute() {
  return (
    <DashboardPlaceholder
      title="Manage Orders"
      description="See every client order and mark paid orders as delivered."
    />
  );
}
