import { AuthSessionSync } from '@/features/auth/components/auth-session-sync';
import { LocaleSync } from './locale-sync';

/**
 * The followers of the session (they render nothing): the request headers and registration of a
 * signed-in user, and the language of the account. A chunk of their own, loaded beside the shell
 * (decision 045): the session query and its hooks stay out of the entry.
 */
export default function SessionFollowers() {
  return (
    <>
      <AuthSessionSync />
      <LocaleSync />
    </>
  );
}
