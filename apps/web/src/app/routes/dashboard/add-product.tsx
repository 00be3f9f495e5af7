import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { AddProductForm } from '@/features/products/components/add-product-form';

/** `/dashboard/add-product` (spec §2, admin): adds a product to the catalog. */
export default function AddProductRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage title={t`Add Product`}>
      <AddProductForm />
    </DashboardPage>
  );
}
