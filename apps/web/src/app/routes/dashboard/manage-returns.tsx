import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ReturnsList } from '@/features/returns/components/returns-list';

/**
 * `/dashboard/manage-returns` (shop admin, decision 322): the returns queue — open returns, oldest
 * first — with every other status a filter away, the search and the CSV export.
 */
export default function ManageReturnsRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage title={t`Returns`}>
      <ReturnsList variant="queue" />
    </DashboardPage>
  );
}
