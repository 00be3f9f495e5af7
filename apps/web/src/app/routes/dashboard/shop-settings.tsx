import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ShopSettings } from '@/features/shop-settings/components/shop-settings';

/** `/dashboard/shop-settings` (admin): the shop's legal identity, bank accounts and documents. */
export default function ShopSettingsRoute() {
  return (
    <DashboardPage
      title="Shop Settings"
      lead="The shop's legal identity as a seller, the bank accounts buyers pay into, and what tax documents print."
    >
      <ShopSettings />
    </DashboardPage>
  );
}
