import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/**
 * `/reset-password?token=…`: the page the reset mail links to. better-auth sends an expired or
 * unknown token here as `?error=INVALID_TOKEN`.
 */
export default function ResetPasswordRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalid = !token || params.has('error');

  return (
    <AuthLayout
      title={t`Reset Password`}
      lead={t`Choose a new password for your account.`}
      footer={
        <Link to={paths.login.getHref()}>
          <Trans>Back to Login</Trans>
        </Link>
      }
    >
      {invalid ? (
        <Alert variant="danger">
          <Trans>
            This reset link is invalid or has expired. On the login page, type your e-mail and
            choose &lsquo;Forget Password&rsquo; to get a new one.
          </Trans>
        </Alert>
      ) : (
        <ResetPasswordForm
          token={token}
          onReset={() => void navigate(paths.login.getHref(), { replace: true })}
        />
      )}
    </AuthLayout>
  );
}
