import { DashboardPage } from '@/components/layouts/dashboard-page';
import { AddProductForm } from '@/features/products/components/add-product-form';

/** `/dashboard/add-product` (spec §2, admin): adds a product to the catalog. */
export default function AddProductRoute() {
  return (
    <DashboardPage title="Add Product">
      <AddProductForm />
    </DashboardPage>
  );
}
