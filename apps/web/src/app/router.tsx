import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PageFallback } from '@/components/ui/page-spinner';
import RouteError from './routes/route-error';

type RouteModule = { default: ComponentType };

/**
 * Each page is its own chunk, loaded when first visited; on a first visit React Router loads it
 * beside the shell's (the root route's), and index.html's route preloader fetches both while the
 * entry downloads (build/route-preload.mts, decision 045).
 */
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: PageFallback,
});

/**
 * The route tree (spec §2); `createRouter` and the tests share it. The shell (navbar, footer, the
 * session) and the sign-in guards are chunks of their own too, loaded beside the page's: the
 * entry carries only the router, React and the providers (decision 045).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: async () => ({ Component: (await import('./routes/root-layout')).default }),
    // Until the shell's chunk is there, the page's placeholder stands in for the whole page.
    HydrateFallback: PageFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: paths.allProducts.path, ...page(() => import('./routes/all-products')) },
      { path: paths.category.path, ...page(() => import('./routes/category')) },
      { path: paths.product.path, ...page(() => import('./routes/product')) },
      { path: paths.blogs.path, ...page(() => import('./routes/blogs')) },
      { path: paths.portfolio.path, ...page(() => import('./routes/portfolio')) },
      { path: paths.contact.path, ...page(() => import('./routes/contact')) },
      { path: paths.warrantyCheck.path, ...page(() => import('./routes/warranty')) },
      {
        // A signed-in user has no business on these forms.
        lazy: async () => ({
          Component: (await import('@/features/auth/components/redirect-signed-in'))
            .RedirectSignedIn,
        }),
        children: [
          { path: paths.login.path, ...page(() => import('./routes/auth/login')) },
          { path: paths.signUp.path, ...page(() => import('./routes/auth/sign-up')) },
        ],
      },
      { path: paths.resetPassword.path, ...page(() => import('./routes/auth/reset-password')) },
      { path: paths.emailVerified.path, ...page(() => import('./routes/auth/email-verified')) },
      { path: paths.terms.path, ...page(() => import('./routes/terms')) },
      // An invitation shows signed out too: its page offers sign-in and sign-up (decision 131).
      { path: paths.invitation.path, ...page(() => import('./routes/invitation')) },
      {
        // Spec §2: protected routes.
        lazy: async () => ({
          Component: (await import('@/features/auth/components/require-auth')).RequireAuth,
        }),
        children: [
          {
            path: paths.confirmPurchase.path,
            ...page(() => import('./routes/purchase/confirm-purchase')),
          },
          { path: paths.payment.path, ...page(() => import('./routes/purchase/payment')) },
          {
            path: paths.dashboard.root.path,
            ...page(() => import('./routes/dashboard/dashboard')),
            children: [
              { index: true, ...page(() => import('./routes/dashboard/dashboard-home')) },
              {
                path: paths.dashboard.myOrders.path,
                ...page(() => import('./routes/dashboard/my-orders')),
              },
              {
                path: paths.dashboard.order.path,
                ...page(() => import('./routes/dashboard/order')),
              },
              {
                path: paths.dashboard.myProfile.path,
                ...page(() => import('./routes/dashboard/my-profile')),
              },
              {
                path: paths.dashboard.myQuotes.path,
                ...page(() => import('./routes/dashboard/my-quotes')),
              },
              {
                path: paths.dashboard.myQuote.path,
                ...page(() => import('./routes/dashboard/my-quote')),
              },
              {
                path: paths.dashboard.myReturns.path,
                ...page(() => import('./routes/dashboard/my-returns')),
              },
              {
                path: paths.dashboard.newReturn.path,
                ...page(() => import('./routes/dashboard/new-return')),
              },
              {
                path: paths.dashboard.return.path,
                ...page(() => import('./routes/dashboard/return')),
              },
              {
                path: paths.dashboard.addReview.path,
                ...page(() => import('./routes/dashboard/add-review')),
              },
              {
                path: paths.dashboard.company.path,
                ...page(() => import('./routes/dashboard/company')),
              },
              {
                path: paths.dashboard.companyStatement.path,
                ...page(() => import('./routes/dashboard/company-statement')),
              },
              {
                path: paths.dashboard.warrantyLookup.path,
                ...page(() => import('./routes/dashboard/warranty')),
              },
              {
                path: paths.dashboard.apiKeys.path,
                ...page(() => import('./routes/dashboard/api-keys')),
              },
              {
                // Spec §2: admin-only; a non-admin is signed out and sent to login. Loaded with the
                // admin pages it guards.
                lazy: async () => ({
                  Component: (await import('@/features/auth/components/require-admin'))
                    .RequireAdmin,
                }),
                children: [
                  {
                    path: paths.dashboard.manageOrders.path,
                    ...page(() => import('./routes/dashboard/manage-orders')),
                  },
                  {
                    path: paths.dashboard.manageReturns.path,
                    ...page(() => import('./routes/dashboard/manage-returns')),
                  },
                  {
                    path: paths.dashboard.manageQuotes.path,
                    ...page(() => import('./routes/dashboard/manage-quotes')),
                  },
                  {
                    path: paths.dashboard.manageQuote.path,
                    ...page(() => import('./routes/dashboard/manage-quote')),
                  },
                  {
                    path: paths.dashboard.addProduct.path,
                    ...page(() => import('./routes/dashboard/add-product')),
                  },
                  {
                    path: paths.dashboard.makeAdmin.path,
                    ...page(() => import('./routes/dashboard/make-admin')),
                  },
                  {
                    path: paths.dashboard.manageProduct.path,
                    ...page(() => import('./routes/dashboard/manage-product')),
                  },
                  {
                    path: paths.dashboard.categories.path,
                    ...page(() => import('./routes/dashboard/categories')),
                  },
                  {
                    path: paths.dashboard.importProducts.path,
                    ...page(() => import('./routes/dashboard/import-products')),
                  },
                  {
                    path: paths.dashboard.importPriceList.path,
                    ...page(() => import('./routes/dashboard/import-price-list')),
                  },
                  {
                    path: paths.dashboard.editProduct.path,
                    ...page(() => import('./routes/dashboard/edit-product')),
                  },
                  {
                    path: paths.dashboard.auditLog.path,
                    ...page(() => import('./routes/dashboard/audit-log')),
                  },
                  {
                    path: paths.dashboard.salesRegister.path,
                    ...page(() => import('./routes/dashboard/sales-register')),
                  },
                  {
                    path: paths.dashboard.shippingQueue.path,
                    ...page(() => import('./routes/dashboard/shipping-queue')),
                  },
                  {
                    path: paths.dashboard.companies.path,
                    ...page(() => import('./routes/dashboard/companies')),
                  },
                  {
                    path: paths.dashboard.priceLists.path,
                    ...page(() => import('./routes/dashboard/price-lists')),
                  },
                  {
                    path: paths.dashboard.newPriceList.path,
                    ...page(() => import('./routes/dashboard/price-list')),
                  },
                  {
                    path: paths.dashboard.priceList.path,
                    ...page(() => import('./routes/dashboard/price-list')),
                  },
                  {
                    path: paths.dashboard.customerGroups.path,
                    ...page(() => import('./routes/dashboard/customer-groups')),
                  },
                  {
                    path: paths.dashboard.carriers.path,
                    ...page(() => import('./routes/dashboard/carriers')),
                  },
                  {
                    path: paths.dashboard.companyAccounts.path,
                    ...page(() => import('./routes/dashboard/company-accounts')),
                  },
                  {
                    path: paths.dashboard.shopSettings.path,
                    ...page(() => import('./routes/dashboard/shop-settings')),
                  },
                  {
                    path: paths.dashboard.currencies.path,
                    ...page(() => import('./routes/dashboard/currencies')),
                  },
                ],
              },
            ],
          },
          { path: paths.editProfile.path, ...page(() => import('./routes/edit-profile')) },
          { path: paths.cart.path, ...page(() => import('./routes/cart')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/** The browser router of the app. */
export function createRouter() {
  return createBrowserRouter(routes);
}
