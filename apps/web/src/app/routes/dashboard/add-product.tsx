import { DashboardPlaceholder } from '@/features/dashboard/components/dashboard-placeholder';

/** `/dashboard/add-product` (spec §2): a placeholder until its issue lands. */
export default function AddProductRoute() {
  return (
    <DashboardPlaceholder
      title="Add Product"
      description="Add a product to the catalog with its price, minimum order quantity and stock."
    />
  );
}
