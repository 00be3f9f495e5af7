import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { NavbarAccount } from '@/components/layouts/site-navbar';
import { paths } from '@/config/paths';
import { signInHint } from '@/features/auth/access-token';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The toast after signing out. */
export const SIGNED_OUT_MESSAGE = msg`Signed out`;

const noSubscription = () => () => {};

/**
 * The navbar's account: the signed-in name with sign-out ('Signed out', then home), a guess
 * while the session loads (a stored access token), or signed out.
 */
export function useNavbarAccount(): NavbarAccount {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  // Read after hydration (the prerendered pages know no browser storage).
  const hint = useSyncExternalStore(noSubscription, signInHint, () => 0);
  const likelyClient = hint === 2;

  if (status === 'signed-in' && user) {
    return {
      status,
      likelyClient,
      name: user.name || user.email,
      signingOut,
      onSignOut: () => {
        setSigningOut(true);
        // Loaded when used, with the toast library: the first load of every page does without.
        void import('./sign-out-and-tell')
          .then(({ signOutAndTell }) => signOutAndTell(queryClient, i18n._(SIGNED_OUT_MESSAGE)))
          .catch((error: unknown) => console.error('Sign-out failed', error))
          .finally(() => {
            setSigningOut(false);
            void navigate(paths.home.getHref());
          });
      },
    };
  }
  return status === 'loading'
    ? { status, likelySignedIn: hint > 0, likelyClient }
    : { status: 'signed-out' };
}
