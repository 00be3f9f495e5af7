import { ComingSoon } from '@/components/ui/coming-soon';

/** `/sign-up` — a placeholder until its issue lands. */
export default function SignUpRoute() {
  return (
    <ComingSoon
      title="Sign Up"
      description="Create a client account to order parts in bulk and follow your orders."
    />
  );
}
