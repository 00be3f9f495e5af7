import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { CatalogCsvActions } from '@/features/product-imports/components/catalog-csv-actions';
import { ManageProducts } from '@/features/products/components/manage-products';

/**
 * `/dashboard/manage-product` (spec §2, admin): the catalog with stock, restock and delete, and
 * its CSV export and import (decision 319).
 */
export default function ManageProductRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage title={t`Manage Product`}>
      <CatalogCsvActions />
      <ManageProducts />
    </DashboardPage>
  );
}
