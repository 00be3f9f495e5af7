import { PageTitle } from '@/components/ui/page-title';
import { CompanyAccounts } from '@/features/company-accounts/components/company-accounts';

/** `/dashboard/company-accounts` (admin): terms, credit limits and bank payments of companies. */
export default function CompanyAccountsRoute() {
  return (
    <section className="dashboard-page">
      <PageTitle title="Company Accounts" />
      <h1 className="dashboard-page__title mb-1">Company Accounts</h1>
      <p className="admin-overview__period">
        Payment terms and credit limits of companies, their open balances, and the bank payments
        received against their invoices.
      </p>
      <CompanyAccounts />
    </section>
  );
}
