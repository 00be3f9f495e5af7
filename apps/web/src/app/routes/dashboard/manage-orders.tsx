import { PageTitle } from '@/components/ui/page-title';
import { ExportOrdersCard } from '@/features/exports/components/export-orders-card';
import { ManageOrders } from '@/features/orders/components/manage-orders';

/**
 * `/dashboard/manage-orders` (spec §2, admin): 'Export CSV' (docs/decisions/070-streamed-orders-csv.md)
 * above every order with its client, payment state, invoice and 'Deliver'.
 */
export default function ManageOrdersRoute() {
  return (
    <section className="dashboard-page">
      <PageTitle title="Manage Orders" />
      <h1 className="dashboard-page__title">Manage Orders</h1>
      <ExportOrdersCard />
      <ManageOrders />
    </section>
  );
}
