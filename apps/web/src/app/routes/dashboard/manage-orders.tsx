import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ExportOrdersCard } from '@/features/exports/components/export-orders-card';
import { ManageOrders } from '@/features/orders/components/manage-orders';
import { PaymentsToReview } from '@/features/orders/components/payments-to-review';

/**
 * `/dashboard/manage-orders` (spec §2, admin): 'Export CSV' (docs/decisions/070-streamed-orders-csv.md)
 * above every order with its client, payment state, invoice and 'Deliver'; first, when there are
 * any, the payments held for the shop's review (decision 311).
 */
export default function ManageOrdersRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage title={t`Manage Orders`}>
      <PaymentsToReview />
      <ExportOrdersCard />
      <ManageOrders />
    </DashboardPage>
  );
}
