import { Trans, useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useAdminCompanies } from '@/features/companies/api/get-companies';
import { AdminCompanies } from '@/features/companies/components/admin-companies';

/** `/dashboard/companies` (admin; decision 130): every business client's company, editable. */
export default function CompaniesRoute() {
  const { t } = useLingui();
  const companies = useAdminCompanies();
  return (
    <DashboardPage title={t`Companies`}>
      <QueryState
        query={companies}
        what={t`the companies`}
        empty={
          <p className="text-body-secondary">
            <Trans>No company yet.</Trans>
          </p>
        }
      >
        {(list) => <AdminCompanies companies={list} />}
      </QueryState>
    </DashboardPage>
  );
}
