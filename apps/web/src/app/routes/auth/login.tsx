import { ComingSoon } from '@/components/ui/coming-soon';

/** `/login` — a placeholder until its issue lands. */
export default function LoginRoute() {
  return (
    <ComingSoon
      title="Login"
      description="Sign in with your e-mail and password, or continue with Google, Facebook or GitHub."
    />
  );
}
