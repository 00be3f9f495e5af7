import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ReturnsList } from '@/features/returns/components/returns-list';

/**
 * `/dashboard/returns` (decision 322): the buyer's returns, every return of their company for a
 * company admin, newest first.
 */
export default function MyReturnsRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage title={t`My Returns`}>
      <ReturnsList variant="mine" />
    </DashboardPage>
  );
}
