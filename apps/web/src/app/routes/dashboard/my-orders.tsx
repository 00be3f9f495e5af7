import { DashboardPlaceholder } from '@/features/dashboard/components/dashboard-placeholder';

/** `/dashboard/my-orders` (spec §2): a placeholder until its issue lands. */
export default function MyOrdersRoute() {
  return (
    <DashboardPlaceholder
      title="My Orders"
      description="Follow your orders, pay for them, and cancel those not yet shipped."
    />
  );
}
