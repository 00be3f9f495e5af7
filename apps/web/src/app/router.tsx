import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/page-spinner';
import RootLayout from './routes/root-layout';
import RouteError from './routes/route-error';

type RouteModule = { default: ComponentType };

/** Each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route tree (spec §2); `createRouter` and the tests share it. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageSpinner size="page" />,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: paths.allProducts.path, ...page(() => import('./routes/all-products')) },
      { path: paths.blogs.path, ...page(() => import('./routes/blogs')) },
      { path: paths.portfolio.path, ...page(() => import('./routes/portfolio')) },
      { path: paths.contact.path, ...page(() => import('./routes/contact')) },
      { path: paths.login.path, ...page(() => import('./routes/auth/login')) },
      { path: paths.signUp.path, ...page(() => import('./routes/auth/sign-up')) },
      {
        path: paths.confirmPurchase.path,
        ...page(() => import('./routes/purchase/confirm-purchase')),
      },
      { path: paths.payment.path, ...page(() => import('./routes/purchase/payment')) },
      {
        path: `${paths.dashboard.root.path}/*`,
        ...page(() => import('./routes/dashboard/dashboard')),
      },
      { path: paths.editProfile.path, ...page(() => import('./routes/edit-profile')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/** The browser router of the app. */
export function createRouter() {
  return createBrowserRouter(routes);
}
