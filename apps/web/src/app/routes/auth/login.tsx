import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS } from '@/features/auth/auth-client';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialSignInButtons } from '@/features/auth/components/social-sign-in-buttons';
import { useReturnTo } from '@/features/auth/hooks/use-return-to';

/** `/login` (spec §2): the login form, 'Create a New Account' and the social sign-in buttons. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnTo();
  const failedProvider = SOCIAL_PROVIDERS.find(
    (provider) => provider === new URLSearchParams(location.search).get('socialError'),
  );

  return (
    <AuthLayout
      title="Login"
      lead="Sign in to order parts in bulk, pay and follow your orders."
      footer={
        <>
          New to Partline?{' '}
          <Link to={paths.signUp.getHref()} state={location.state as unknown}>
            Create a New Account
          </Link>
        </>
      }
    >
      {failedProvider ? (
        <Alert variant="danger" className="py-2">
          {SOCIAL_PROVIDER_LABELS[failedProvider]} sign-in did not complete. Please try again.
        </Alert>
      ) : null}
      <LoginForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
      <div className="auth-card__divider" role="separator">
        <span>or</span>
      </div>
      <SocialSignInButtons />
    </AuthLayout>
  );
}
