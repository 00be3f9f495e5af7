import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { matchPath, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { AfterHydration } from '@/components/ui/after-hydration';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteNavbar } from '@/components/layouts/site-navbar';
import { useLanguageSwitch } from '@/app/use-language-switch';
import { useNavbarAccount } from '@/app/use-navbar-account';
import { navbarPaths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

// Loaded after the shell: the cart's and the admin lookup's schemas stay out of the first load
// (decision 045).
const NavbarCart = lazy(() => import('@/app/navbar-cart'));
// Toasts show after something happened, never in the first paint: their library loads after it.
const ShellNotices = lazy(() => import('@/app/shell-notices'));

/** The shell of every page: skip link, the navbar on its fixed list of paths, main, footer. */
export default function RootLayout() {
  const { pathname } = useLocation();
  const showNavbar = navbarPaths.some((pattern) => matchPath(pattern, pathname) !== null);
  const { status } = useAuth();
  const account = useNavbarAccount();
  const language = useLanguageSwitch();
  const showCart = status === 'signed-in';

  return (
    <div className="app-shell">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        <Trans>Skip to main content</Trans>
      </a>
      <NavigationProgress />
      <AfterHydration fallback={null}>
        <ShellNotices />
      </AfterHydration>
      {showNavbar ? (
        <SiteNavbar
          account={account}
          language={{ locale: language.locale, onChoose: language.choose }}
          cart={
            showCart
              ? (close) => (
                  <AfterHydration fallback={null}>
                    <NavbarCart onNavigate={close} />
                  </AfterHydration>
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
