import { lazy, Suspense, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { matchPath, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteNavbar, type NavbarAccount } from '@/components/layouts/site-navbar';
import { StaleErrorToasts } from '@/components/ui/stale-error-toasts';
import { navbarPaths, paths } from '@/config/paths';
import { hasStoredAccessToken } from '@/features/auth/access-token';
import { useSignOut } from '@/features/auth/api/sign-out';
import { SocialSignInNotice } from '@/features/auth/components/social-sign-in-notice';
import { useAuth } from '@/features/auth/hooks/use-auth';

// Loaded after the shell: the cart's and the admin lookup's schemas stay out of the first load
// (decision 045).
const NavbarCart = lazy(() => import('@/app/navbar-cart'));

/** The toast after signing out. */
export const SIGNED_OUT_MESSAGE = 'Signed out';

const noSubscription = () => () => {};

/** The shell of every page: skip link, the navbar on its fixed list of paths, main, footer. */
export default function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const showNavbar = navbarPaths.some((pattern) => matchPath(pattern, pathname) !== null);
  const { status, user } = useAuth();
  const signOut = useSignOut();
  const showCart = status === 'signed-in';
  // Read after hydration (the prerendered pages know no browser storage).
  const likelySignedIn = useSyncExternalStore(noSubscription, hasStoredAccessToken, () => false);

  const account: NavbarAccount =
    status === 'signed-in' && user
      ? {
          status,
          name: user.name || user.email,
          signingOut: signOut.isPending,
          onSignOut: () =>
            signOut.mutate(undefined, {
              onSettled: () => {
                toast.success(SIGNED_OUT_MESSAGE);
                void navigate(paths.home.getHref());
              },
            }),
        }
      : status === 'loading'
        ? { status, likelySignedIn }
        : { status: 'signed-out' };

  return (
    <div className="app-shell">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <NavigationProgress />
      <StaleErrorToasts />
      <SocialSignInNotice />
      {showNavbar ? (
        <SiteNavbar
          account={account}
          cart={
            showCart
              ? (close) => (
                  <Suspense fallback={null}>
                    <NavbarCart onNavigate={close} />
                  </Suspense>
                )
              : undefined
          }
        />
      ) : null}
      <main id="main-content" tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <SiteFooter signedIn={status === 'signed-in'} />
      <ScrollRestoration />
    </div>
  );
}
