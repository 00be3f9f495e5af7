import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { SerialLookup } from '@/features/warranty/components/serial-lookup';

/** `/dashboard/warranty` (decision 322): look up a serial number of a piece bought. */
export default function WarrantyLookupRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Warranty Lookup`}
      lead={t`Find a part you bought by its serial number: its order, when it shipped and until when its warranty runs.`}
    >
      <SerialLookup />
    </DashboardPage>
  );
}
