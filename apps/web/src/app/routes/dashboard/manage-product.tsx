import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ManageProducts } from '@/features/products/components/manage-products';

/** `/dashboard/manage-product` (spec §2, admin): the catalog with stock, restock and delete. */
export default function ManageProductRoute() {
  return (
    <DashboardPage title="Manage Product">
      <ManageProducts />
    </DashboardPage>
  );
}
