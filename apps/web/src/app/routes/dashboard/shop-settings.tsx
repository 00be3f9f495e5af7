import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ShopSettings } from '@/features/shop-settings/components/shop-settings';

/** `/dashboard/shop-settings` (admin): the shop's legal identity, bank accounts and documents. */
export default function ShopSettingsRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Shop Settings`}
      lead={t`The shop's legal identity as a seller, the bank accounts buyers pay into, and what tax documents print.`}
    >
      <ShopSettings />
    </DashboardPage>
  );
}
