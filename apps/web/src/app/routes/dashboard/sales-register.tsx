import { SALES_REGISTER_MESSAGES } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { SalesRegister } from '@/features/sales-register/components/sales-register';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';

/** `/dashboard/sales-register` (admin): a month's Mushak-6.2 for the shop's accountant. */
export default function SalesRegisterRoute() {
  const { t } = useLingui();
  const text = useBackOfficeText();
  return (
    <DashboardPage
      title={text(SALES_REGISTER_MESSAGES.title)}
      heading={text(SALES_REGISTER_MESSAGES.formTitle)}
      lead={t`Every tax invoice, credit note and debit note of a month (Dhaka time), with its totals by rate, for your accountant's monthly return.`}
    >
      <SalesRegister />
    </DashboardPage>
  );
}
