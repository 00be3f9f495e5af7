import { DEFAULT_LOCALE, isLocale, type Locale } from '@partline/shared';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, type SessionUser } from '@/features/auth/api/get-session';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { activateLocale } from '@/lib/i18n/i18n';

/** What the header's language switch shows and does. */
export interface LanguageSwitchState {
  /** The language active now. */
  locale: Locale;
  /** Switches to `locale`: this browser keeps it, and a signed-in person's account too. */
  choose: (locale: Locale) => void;
}

/**
 * The header's language switch (decision 325): activates the language (its catalog loads the first
 * time), keeps it in this browser, and for a signed-in person saves it to their account — the
 * session in the cache says so at once, so signing in again elsewhere opens in it.
 */
export function useLanguageSwitch(): LanguageSwitchState {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return {
    locale: isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE,
    choose: (locale) => {
      activateLocale(locale).catch((error: unknown) => {
        console.error('Could not load the language', error);
      });
      if (!user || user.locale === locale) return;
      queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (session) =>
        session ? { ...session, locale } : session,
      );
      // Loaded when used: the profile's schemas stay out of every page's first load.
      import('@/features/profile/api/save-locale')
        .then(({ saveLocale }) => saveLocale(user.email, locale))
        .catch((error: unknown) => {
          console.error('Could not save the language to the account', error);
        });
    },
  };
}
