import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { CarriersManager } from '@/features/orders/components/carriers-manager';

/** `/dashboard/carriers` (admin; decision 321): the carriers orders ship with. */
export default function CarriersRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Carriers`}
      lead={t`The couriers, own transport and international carriers orders ship with. A carrier no longer used is deactivated: the shipments made with it keep it.`}
    >
      <CarriersManager />
    </DashboardPage>
  );
}
