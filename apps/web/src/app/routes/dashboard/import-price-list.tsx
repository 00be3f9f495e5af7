import { useParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { paths } from '@/config/paths';
import { PriceListImport } from '@/features/price-lists/components/price-list-import';

/** `/dashboard/price-lists/:id/import` (admin; decision 320): a price list's CSV import. */
export default function ImportPriceListRoute() {
  const { id = '' } = useParams();
  return (
    <DashboardPage
      title="Import Price List"
      lead="Replace the list's entries from a CSV file: checked first, applied all or nothing."
    >
      <PriceListImport priceListId={id} priceListHref={paths.dashboard.priceList.getHref(id)} />
    </DashboardPage>
  );
}
