import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { CompanyAccounts } from '@/features/company-accounts/components/company-accounts';

/** `/dashboard/company-accounts` (admin): terms, credit limits and bank payments of companies. */
export default function CompanyAccountsRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Company Accounts`}
      lead={t`Payment terms and credit limits of companies, their open balances, and the bank payments received against their invoices.`}
    >
      <CompanyAccounts />
    </DashboardPage>
  );
}
