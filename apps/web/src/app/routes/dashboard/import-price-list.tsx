import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { paths } from '@/config/paths';
import { PriceListImport } from '@/features/price-lists/components/price-list-import';

/** `/dashboard/price-lists/:id/import` (admin; decision 320): a price list's CSV import. */
export default function ImportPriceListRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <DashboardPage
      title={t`Import Price List`}
      lead={t`Replace the list's entries from a CSV file: checked first, applied all or nothing.`}
    >
      <PriceListImport priceListId={id} priceListHref={paths.dashboard.priceList.getHref(id)} />
    </DashboardPage>
  );
}
