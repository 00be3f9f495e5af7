import { ComingSoon } from '@/components/ui/coming-soon';

/** `/payment/:id` — a placeholder until its issue lands. */
export default function PaymentRoute() {
  return <ComingSoon title="Payment" description="Pay for your order by card." />;
}
