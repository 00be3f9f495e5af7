import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useMyCompany } from '@/features/companies/api/get-my-company';
import { CompanyArea } from '@/features/companies/components/company-area';

/** `/dashboard/company` (clients; decisions 130–133): your company, its members and approvals. */
export default function CompanyRoute() {
  const company = useMyCompany();
  const { t } = useLingui();
  return (
    <DashboardPage title={t`Company`}>
      <QueryState
        query={company}
        loadingLabel={t`Loading your company…`}
        errorMessage={t`We could not load your company.`}
      >
        {(data) => <CompanyArea company={data} />}
      </QueryState>
    </DashboardPage>
  );
}
