import { DashboardPage } from '@/components/layouts/dashboard-page';
import { CompanyAccounts } from '@/features/company-accounts/components/company-accounts';

/** `/dashboard/company-accounts` (admin): terms, credit limits and bank payments of companies. */
export default function CompanyAccountsRoute() {
  return (
    <DashboardPage
      title="Company Accounts"
      lead="Payment terms and credit limits of companies, their open balances, and the bank payments received against their invoices."
    >
      <CompanyAccounts />
    </DashboardPage>
  );
}
