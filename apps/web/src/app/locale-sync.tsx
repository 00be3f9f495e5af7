import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { activateLocale, activeLocale, i18n } from '@/lib/i18n/i18n';
import { saveLocaleToAccount, takeChoiceBeforeSession } from './use-language-switch';

/**
 * Keeps server state and the account in step with the language (renders nothing; decision 325):
 * - when the language changes, what the API answered in the other one is not shown again: unused
 *   answers are dropped and the ones on screen are read anew (every request carries
 *   `Accept-Language`);
 * - when someone signs in (or a page opens signed in), the language saved to their account wins
 *   over this browser's — unless they chose one in the header while the session loaded: that
 *   newer choice stays and is saved to the account.
 */
export function LocaleSync() {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    let current = i18n.locale;
    return i18n.on('change', () => {
      if (i18n.locale === current) return;
      current = i18n.locale;
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries({ type: 'active' });
    });
  }, [queryClient]);

  // A choice made while the session loaded is for the account that arrives, not a later sign-in.
  useEffect(() => {
    if (status === 'signed-out') takeChoiceBeforeSession();
  }, [status]);

  const email = user?.email ?? null;
  const accountLocale = user?.locale ?? null;
  useEffect(() => {
    if (email === appliedFor.current) return;
    appliedFor.current = email;
    const choice = takeChoiceBeforeSession();
    if (email && choice) {
      if (choice !== accountLocale) saveLocaleToAccount(queryClient, email, choice);
      return;
    }
    if (email && accountLocale && accountLocale !== activeLocale()) {
      activateLocale(accountLocale).catch((error: unknown) => {
        console.error('Could not load the language of the account', error);
      });
    }
  }, [email, accountLocale, queryClient]);

  return null;
}
