import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { CustomerGroupsManager } from '@/features/price-lists/components/customer-groups-manager';

/** `/dashboard/customer-groups` (admin; decision 320): groups of companies priced alike. */
export default function CustomerGroupsRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Customer groups`}
      lead={t`Companies the shop prices alike, such as Distributors. A price list for a group applies to every company in it.`}
    >
      <CustomerGroupsManager />
    </DashboardPage>
  );
}
