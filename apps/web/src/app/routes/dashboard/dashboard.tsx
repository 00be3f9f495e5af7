import { ComingSoon } from '@/components/ui/coming-soon';

/** `/dashboard/*` — a placeholder until its issue lands. */
export default function DashboardRoute() {
  return (
    <ComingSoon
      title="Dashboard"
      description="Follow your orders, review deliveries and manage your profile; admins manage orders, products and admins."
    />
  );
}
