import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { FULFILMENT_WATCH_MESSAGES as M } from '@partline/shared';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ShippingQueue } from '@/features/orders/components/shipping-queue';

/** `/dashboard/shipping-queue` (admin; decision 321): the paid orders still to ship. */
export default function ShippingQueueRoute() {
  const text = useBackOfficeText();
  return (
    <DashboardPage title={text(M.title)} lead={text(M.lead)}>
      <ShippingQueue />
    </DashboardPage>
  );
}
