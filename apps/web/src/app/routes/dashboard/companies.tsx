import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useAdminCompanies } from '@/features/companies/api/get-companies';
import { AdminCompanies } from '@/features/companies/components/admin-companies';

/** `/dashboard/companies` (admin; decision 130): every business client's company, editable. */
export default function CompaniesRoute() {
  const companies = useAdminCompanies();
  return (
    <section className="dashboard-page">
      <PageTitle title="Companies" />
      <h1 className="dashboard-page__title">Companies</h1>
      <QueryState
        query={companies}
        loadingLabel="Loading the companies…"
        errorMessage="We could not load the companies."
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-body-secondary">No company yet.</p>}
      >
        {(list) => <AdminCompanies companies={list} />}
      </QueryState>
    </section>
  );
}
