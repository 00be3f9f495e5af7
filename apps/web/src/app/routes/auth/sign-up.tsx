import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useReturnTo } from '@/features/auth/hooks/use-return-to';

/** `/sign-up` (spec §2): the sign-up form; afterwards the user is signed in and returns. */
export default function SignUpRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnTo();

  return (
    <AuthLayout
      title={t`Sign Up`}
      lead={t`Create a client account to order parts in bulk and follow your orders.`}
      footer={
        <>
          <Trans>Already have an account?</Trans>{' '}
          <Link to={paths.login.getHref()} state={location.state as unknown}>
            <Trans>Login</Trans>
          </Link>
        </>
      }
    >
      <SignUpForm onSignedUp={() => void navigate(returnTo, { replace: true })} />
    </AuthLayout>
  );
}
