import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnTo();
  const failedProvider = SOCIAL_PROVIDERS.find(
    (provider) => provider === new URLSearchParams(location.search).get('socialError'),
  );
  const failedLabel = failedProvider ? SOCIAL_PROVIDER_LABELS[failedProvider] : '';

  return (
    <AuthLayout
      title={t`Login`}
      lead={t`Sign in to order parts in bulk, pay and follow your orders.`}
      footer={
        <>
          <Trans>New to Partline?</Trans>{' '}
          <Link to={paths.signUp.getHref()} state={location.state as unknown}>
            <Trans>Create a New Account</Trans>
          </Link>
        </>
      }
    >
      {failedProvider ? (
        <Alert variant="danger" className="py-2">
          <Trans>{failedLabel} sign-in did not complete. Please try again.</Trans>
        </Alert>
      ) : null}
      <LoginForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
      <div className="auth-card__divider" role="separator">
        <span>
          <Trans>or</Trans>
        </span>
      </div>
      <SocialSignInButtons />
    </AuthLayout>
  );
}
