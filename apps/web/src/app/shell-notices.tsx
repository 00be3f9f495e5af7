import { StaleErrorToasts } from '@/components/ui/stale-error-toasts';
import { SocialSignInNotice } from '@/features/auth/components/social-sign-in-notice';

/**
 * The shell's followers of toasts (render nothing): stale errors leave with their page, and the
 * greeting after a social sign-in. Loaded after the shell with the toast library (decision 325
 * made room for the languages in the first load this way).
 */
export default function ShellNotices() {
  return (
    <>
      <StaleErrorToasts />
      <SocialSignInNotice />
    </>
  );
}
