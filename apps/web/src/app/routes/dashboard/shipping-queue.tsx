import { FULFILMENT_WATCH_MESSAGES as M } from '@partline/shared';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ShippingQueue } from '@/features/orders/components/shipping-queue';

/** `/dashboard/shipping-queue` (admin; decision 321): the paid orders still to ship. */
export default function ShippingQueueRoute() {
  return (
    <DashboardPage title={M.title} lead={M.lead}>
      <ShippingQueue />
    </DashboardPage>
  );
}
