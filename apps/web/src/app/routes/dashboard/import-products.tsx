import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ImportProducts } from '@/features/product-imports/components/import-products';

/** `/dashboard/import-products` (admin; decision 319): the catalog CSV import. */
export default function ImportProductsRoute() {
  return (
    <DashboardPage
      title="Import Products"
      lead="Add, change or delete many products at once from a CSV file: checked first, applied all or nothing."
    >
      <ImportProducts />
    </DashboardPage>
  );
}
