import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { EmailVerifiedNotice } from '@/features/auth/components/email-verified-notice';

/**
 * `/email-verified`: where the verification link of the sign-up e-mail lands. better-auth sends the
 * browser here once the address is verified, or with `?error=…` when the link is invalid or expired.
 */
export default function EmailVerifiedRoute() {
  const [search] = useSearchParams();
  const { t } = useLingui();
  return (
    <div className="container py-5">
      <PageTitle title={t`E-mail Verification`} />
      <EmailVerifiedNotice error={search.get('error')} />
    </div>
  );
}
