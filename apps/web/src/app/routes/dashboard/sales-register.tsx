import { SALES_REGISTER_MESSAGES } from '@partline/shared';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { SalesRegister } from '@/features/sales-register/components/sales-register';

/** `/dashboard/sales-register` (admin): a month's Mushak-6.2 for the shop's accountant. */
export default function SalesRegisterRoute() {
  return (
    <DashboardPage
      title={SALES_REGISTER_MESSAGES.title}
      heading={SALES_REGISTER_MESSAGES.formTitle}
      lead="Every tax invoice, credit note and debit note of a month (Dhaka time), with its totals by rate, for your accountant's monthly return."
    >
      <SalesRegister />
    </DashboardPage>
  );
}
