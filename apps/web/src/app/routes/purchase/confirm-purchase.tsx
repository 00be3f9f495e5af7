import { ComingSoon } from '@/components/ui/coming-soon';

/** `/confirm-purchase/:id` — a placeholder until its issue lands. */
export default function ConfirmPurchaseRoute() {
  return (
    <ComingSoon
      title="Confirm Purchase"
      description="Choose the quantity of this product and place your order."
    />
  );
}
