import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { PriceListsTable } from '@/features/price-lists/components/price-lists-table';

/** `/dashboard/price-lists` (admin; decision 320): the contract price lists. */
export default function PriceListsRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Price lists`}
      lead={t`Negotiated prices for companies and customer groups. A buyer pays the lowest of the list price and every valid price list of theirs.`}
    >
      <PriceListsTable />
    </DashboardPage>
  );
}
