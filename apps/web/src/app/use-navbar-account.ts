import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { NavbarAccount } from '@/components/layouts/site-navbar';
import { paths } from '@/config/paths';
import { signInHint } from '@/features/auth/access-token';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The toast after signing out. */
export const SIGNED_OUT_MESSAGE = 'Signed out';

const noSubscription = () => () => {};

/**
 * The navbar's account: the signed-in name with sign-out ('Signed out', then home), a guess
 * while the session loads (a stored access token), or signed out.
 */
export function useNavbarAccount(): NavbarAccount {
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const signOut = useSignOut();
  // Read after hydration (the prerendered pages know no browser storage).
  const hint = useSyncExternalStore(noSubscription, signInHint, () => 0);
  const likelyClient = hint === 2;

  if (status === 'signed-in' && user) {
    return {
      status,
      likelyClient,
      name: user.name || user.email,
      signingOut: signOut.isPending,
      onSignOut: () =>
        signOut.mutate(undefined, {
          onSettled: () => {
            toast.success(SIGNED_OUT_MESSAGE);
            void navigate(paths.home.getHref());
          },
        }),
    };
  }
  return status === 'loading'
    ? { status, likelySignedIn: hint > 0, likelyClient }
    : { status: 'signed-out' };
}
