import { DashboardPage } from '@/components/layouts/dashboard-page';
import { PriceListsTable } from '@/features/price-lists/components/price-lists-table';

/** `/dashboard/price-lists` (admin; decision 320): the contract price lists. */
export default function PriceListsRoute() {
  return (
    <DashboardPage
      title="Price lists"
      lead="Negotiated prices for companies and customer groups. A buyer pays the lowest of the list price and every valid price list of theirs."
    >
      <PriceListsTable />
    </DashboardPage>
  );
}
