import { DashboardPlaceholder } from '@/features/dashboard/components/dashboard-placeholder';

/** `/dashboard/manage-product` (spec §2): a placeholder until its issue lands. */
export default function ManageProductRoute() {
  return (
    <DashboardPlaceholder
      title="Manage Product"
      description="Restock or remove products from the catalog."
    />
  );
}
