import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useAdminCompanies } from '@/features/companies/api/get-companies';
import { AdminCompanies } from '@/features/companies/components/admin-companies';

/** `/dashboard/companies` (admin; decision 130): every business client's company, editable. */
export default function CompaniesRoute() {
  const companies = useAdminCompanies();
  return (
    <DashboardPage title="Companies">
      <QueryState
        query={companies}
        what="the companies"
        empty={<p className="text-body-secondary">No company yet.</p>}
      >
        {(list) => <AdminCompanies companies={list} />}
      </QueryState>
    </DashboardPage>
  );
}
