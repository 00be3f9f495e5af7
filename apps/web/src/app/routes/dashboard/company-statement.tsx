import { PageTitle } from '@/components/ui/page-title';
import { CompanyStatement } from '@/features/company-accounts/components/company-statement';

/** `/dashboard/company-statement` (company admins): the statement of account and its PDF. */
export default function CompanyStatementRoute() {
  return (
    <section className="dashboard-page">
      <PageTitle title="Company Statement" />
      <h1 className="dashboard-page__title mb-1">Company Statement</h1>
      <p className="admin-overview__period">
        Your company&apos;s invoices on account, what is open and what is overdue.
      </p>
      <CompanyStatement />
    </section>
  );
}
