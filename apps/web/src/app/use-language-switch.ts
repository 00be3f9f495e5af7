import { DEFAULT_LOCALE, isLocale, type Locale } from '@partline/shared';
import { useLingui } from '@lingui/react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, type SessionUser } from '@/features/auth/api/get-session';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { activateLocale } from '@/lib/i18n/i18n';

/**
 * A language chosen in the header while the session was still loading: when the session arrives,
 * this choice (the newest) wins over the account's saved language and is saved to it
 * ({@link takeChoiceBeforeSession}, read by `LocaleSync`).
 */
let choiceBeforeSession: Locale | null = null;

/** The language chosen before the session loaded, once; `null` when none was. */
export function takeChoiceBeforeSession(): Locale | null {
  const choice = choiceBeforeSession;
  choiceBeforeSession = null;
  return choice;
}

/**
 * Saves `locale` to the signed-in account: the session in the cache says so at once, so signing
 * in again elsewhere opens in it; the profile's call loads when used.
 */
export function saveLocaleToAccount(queryClient: QueryClient, email: string, locale: Locale): void {
  queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (session) =>
    session ? { ...session, locale } : session,
  );
  // Loaded when used: the profile's schemas stay out of every page's first load.
  import('@/features/profile/api/save-locale')
    .then(({ saveLocale }) => saveLocale(email, locale))
    .catch((error: unknown) => {
      console.error('Could not save the language to the account', error);
    });
}

/** What the header's language switch shows and does. */
export interface LanguageSwitchState {
  /** The language active now. */
  locale: Locale;
  /** Switches to `locale`: this browser keeps it, and a signed-in person's account too. */
  choose: (locale: Locale) => void;
}

/**
 * The header's language switch (decision 325): activates the language (its catalog loads the first
 * time), keeps it in this browser, and for a signed-in person saves it to their account
 * ({@link saveLocaleToAccount}); chosen while the session loads, it is saved when it arrives.
 */
export function useLanguageSwitch(): LanguageSwitchState {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  return {
    locale: isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE,
    choose: (locale) => {
      activateLocale(locale).catch((error: unknown) => {
        console.error('Could not load the language', error);
      });
      if (status === 'loading') choiceBeforeSession = locale;
      if (!user || user.locale === locale) return;
      saveLocaleToAccount(queryClient, user.email, locale);
    },
  };
}
