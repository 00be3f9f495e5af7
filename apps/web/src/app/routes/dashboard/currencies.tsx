import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Currencies } from '@/features/currencies/components/currencies';

/** `/dashboard/currencies` (admin; decision 324): billing currencies and exchange rates. */
export default function CurrenciesRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Currencies and exchange rates`}
      lead={t`Taka is the shop's base currency. Export customers can be billed in US dollars or euros once their currency is enabled, at the rates recorded here.`}
    >
      <Currencies />
    </DashboardPage>
  );
}
