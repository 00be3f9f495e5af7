import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { CompanyStatement } from '@/features/company-accounts/components/company-statement';

/** `/dashboard/company-statement` (company admins): the statement of account and its PDF. */
export default function CompanyStatementRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Company Statement`}
      lead={t`Your company's invoices on account, what is open and what is overdue.`}
    >
      <CompanyStatement />
    </DashboardPage>
  );
}
