import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

/** The heading when the link has worked. */
export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is verified';

export interface EmailVerifiedNoticeProps {
  /** better-auth's error code (`INVALID_TOKEN`, `TOKEN_EXPIRED`, …), or `null` on success. */
  error: string | null;
}

/**
 * What the e-mail verification link leads to: a confirmation (the link also signs the client in),
 * or, when the link was refused, why and what to do.
 */
export function EmailVerifiedNotice({ error }: EmailVerifiedNoticeProps) {
  const { status } = useAuth();
  const { t } = useLingui();
  if (error) {
    return (
      <section className="auth-notice mx-auto text-center" aria-labelledby="verify-title">
        <h1 id="verify-title" className="auth-notice__title">
          <Trans>We could not verify your e-mail address</Trans>
        </h1>
        <p role="alert">
          {error.toUpperCase() === 'TOKEN_EXPIRED'
            ? t`This verification link has expired.`
            : t`This verification link is not valid.`}{' '}
          <Trans>Write to us from the contact page and we will send you a new one.</Trans>
        </p>
        <Link to={paths.login.getHref()} className="btn btn-primary">
          <Trans>Login</Trans>
        </Link>
      </section>
    );
  }
  return (
    <section className="auth-notice mx-auto text-center" aria-labelledby="verify-title">
      <h1 id="verify-title" className="auth-notice__title">
        {t`Your e-mail address is verified`}
      </h1>
      <p role="status">
        <Trans>Thank you. Your account is ready for ordering parts in bulk.</Trans>
      </p>
      {status === 'signed-in' ? (
        <Link to={paths.dashboard.root.getHref()} className="btn btn-primary">
          <Trans>Go to your dashboard</Trans>
        </Link>
      ) : (
        <Link to={paths.login.getHref()} className="btn btn-primary">
          <Trans>Login</Trans>
        </Link>
      )}{' '}
      <Link to={paths.allProducts.getHref()} className="btn btn-outline-primary">
        <Trans>Browse the products</Trans>
      </Link>
    </section>
  );
}
