import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ImportProducts } from '@/features/product-imports/components/import-products';

/** `/dashboard/import-products` (admin; decision 319): the catalog CSV import. */
export default function ImportProductsRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Import Products`}
      lead={t`Add, change or delete many products at once from a CSV file: checked first, applied all or nothing.`}
    >
      <ImportProducts />
    </DashboardPage>
  );
}
