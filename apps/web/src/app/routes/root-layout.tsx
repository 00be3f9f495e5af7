import { matchPath, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteNavbar } from '@/components/layouts/site-navbar';
import { navbarPaths } from '@/config/paths';

/** The shell of every page: skip link, the navbar on its fixed list of paths, main, footer. */
export default function RootLayout() {
  const { pathname } = useLocation();
  const showNavbar = navbarPaths.some((pattern) => matchPath(pattern, pathname) !== null);

  return (
    <div className="app-shell">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <NavigationProgress />
      {showNavbar ? <SiteNavbar /> : null}
      <main id="main-content" tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
