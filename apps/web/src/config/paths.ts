/**
 * Every route path of the web app (spec §2), in one place. `path` is the router pattern;
 * `getHref` builds a link to it.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signUp: { path: '/sign-up', getHref: () => '/sign-up' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** Where the e-mail verification link lands (better-auth adds `?error=…` when it fails). */
  emailVerified: { path: '/email-verified', getHref: () => '/email-verified' },
  terms: { path: '/terms', getHref: () => '/terms' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  portfolio: { path: '/portfolio', getHref: () => '/portfolio' },
  contact: { path: '/contact', getHref: () => '/contact' },
  allProducts: { path: '/all-products', getHref: () => '/all-products' },
  confirmPurchase: {
    path: '/confirm-purchase/:id',
    getHref: (id: string) => `/confirm-purchase/${encodeURIComponent(id)}`,
  },
  payment: {
    path: '/payment/:id',
    getHref: (id: string) => `/payment/${encodeURIComponent(id)}`,
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    myOrders: { path: 'my-orders', getHref: () => '/dashboard/my-orders' },
    myProfile: { path: 'my-profile', getHref: () => '/dashboard/my-profile' },
    addReview: {
      path: 'add-review',
      /** With `orderId`, the form opens with that delivered order chosen (`?order=`). */
      getHref: (orderId?: string) =>
        orderId
          ? `/dashboard/add-review?order=${encodeURIComponent(orderId)}`
          : '/dashboard/add-review',
    },
    manageOrders: { path: 'manage-orders', getHref: () => '/dashboard/manage-orders' },
    addProduct: { path: 'add-product', getHref: () => '/dashboard/add-product' },
    makeAdmin: { path: 'make-admin', getHref: () => '/dashboard/make-admin' },
    manageProduct: { path: 'manage-product', getHref: () => '/dashboard/manage-product' },
    editProduct: {
      path: 'edit-product/:id',
      getHref: (id: string) => `/dashboard/edit-product/${encodeURIComponent(id)}`,
    },
    auditLog: { path: 'audit-log', getHref: () => '/dashboard/audit-log' },
    myQuotes: { path: 'my-quotes', getHref: () => '/dashboard/my-quotes' },
    myQuote: {
      path: 'my-quotes/:id',
      getHref: (id: string) => `/dashboard/my-quotes/${encodeURIComponent(id)}`,
    },
    manageQuotes: { path: 'manage-quotes', getHref: () => '/dashboard/manage-quotes' },
    manageQuote: {
      path: 'manage-quotes/:id',
      getHref: (id: string) => `/dashboard/manage-quotes/${encodeURIComponent(id)}`,
    },
    /** A company admin's statement of account (decision 145). */
    companyStatement: {
      path: 'company-statement',
      getHref: () => '/dashboard/company-statement',
    },
    /** The shop admin's terms, credit limits and bank payments of companies (decision 140). */
    companyAccounts: { path: 'company-accounts', getHref: () => '/dashboard/company-accounts' },
    company: { path: 'company', getHref: () => '/dashboard/company' },
    /** A buyer's API keys (decision 190). */
    apiKeys: { path: 'api-keys', getHref: () => '/dashboard/api-keys' },
    companies: { path: 'companies', getHref: () => '/dashboard/companies' },
  },
  /** Where an invitation link to join a company lands (decision 131). */
  invitation: {
    path: '/invitations/:token',
    getHref: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  },
  editProfile: { path: '/edit-profile', getHref: () => '/edit-profile' },
  cart: { path: '/cart', getHref: () => '/cart' },
} as const;

/**
 * The fixed list of route patterns that show the top navbar (spec §2: "shown only on a fixed
 * list of paths"). Every page except the 404 page; the footer shows everywhere.
 */
export const navbarPaths: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.signUp.path,
  paths.resetPassword.path,
  paths.emailVerified.path,
  paths.terms.path,
  paths.blogs.path,
  paths.portfolio.path,
  paths.contact.path,
  paths.allProducts.path,
  paths.confirmPurchase.path,
  paths.payment.path,
  `${paths.dashboard.root.path}/*`,
  paths.editProfile.path,
  paths.cart.path,
  paths.invitation.path,
];
