/** A page at a fixed `path`: a link to it is the path itself. */
const page = (path: string) => ({ path, getHref: () => path });

/** A page of one record (`{base}/:{param}`): a link to it puts the record's key, encoded, last. */
const recordPage = (base: string, param = 'id') => ({
  path: `${base}/:${param}`,
  getHref: (key: string) => `${base}/${encodeURIComponent(key)}`,
});

/** A dashboard page: `path` is relative to `/dashboard` (a child route), a link is absolute. */
const dashboardPage = (path: string) => ({ path, getHref: () => `/dashboard/${path}` });

/** A dashboard page of one record: `{base}/:id` relative to `/dashboard`, its link absolute. */
const dashboardRecordPage = (base: string) => ({
  path: `${base}/:id`,
  getHref: recordPage(`/dashboard/${base}`).getHref,
});

/**
 * Every route path of the web app (spec §2), in one place. `path` is the router pattern;
 * `getHref` builds a link to it.
 */
export const paths = {
  home: page('/'),
  login: page('/login'),
  signUp: page('/sign-up'),
  resetPassword: page('/reset-password'),
  /** Where the e-mail verification link lands (better-auth adds `?error=…` when it fails). */
  emailVerified: page('/email-verified'),
  terms: page('/terms'),
  blogs: page('/blogs'),
  portfolio: page('/portfolio'),
  contact: page('/contact'),
  /** The public warranty check by serial and order number (decision 322). */
  warrantyCheck: page('/warranty'),
  allProducts: page('/all-products'),
  /** A category's page: its subtree's products with its specification filters (decision 317). */
  category: recordPage('/categories', 'slug'),
  /** A product's page by its slug (decision 318); the server writes its head for search engines. */
  product: recordPage('/products', 'slug'),
  confirmPurchase: recordPage('/confirm-purchase'),
  payment: recordPage('/payment'),
  dashboard: {
    root: page('/dashboard'),
    myOrders: dashboardPage('my-orders'),
    /**
     * One order by its number, `SO-<year>-<sequence>` (decision 300), or by the id of one of the
     * reader's own orders (checkout answers it), which the page turns into its number.
     */
    order: dashboardRecordPage('orders'),
    myProfile: dashboardPage('my-profile'),
    addReview: {
      path: 'add-review',
      /** With `orderId`, the form opens with that delivered order chosen (`?order=`). */
      getHref: (orderId?: string) =>
        orderId
          ? `/dashboard/add-review?order=${encodeURIComponent(orderId)}`
          : '/dashboard/add-review',
    },
    manageOrders: dashboardPage('manage-orders'),
    /** The paid orders still to ship and their delivery deadline (decision 321). */
    shippingQueue: dashboardPage('shipping-queue'),
    addProduct: dashboardPage('add-product'),
    makeAdmin: dashboardPage('make-admin'),
    manageProduct: dashboardPage('manage-product'),
    /** The catalog CSV import (decision 319). */
    importProducts: dashboardPage('import-products'),
    editProduct: dashboardRecordPage('edit-product'),
    /** The category tree and each category's attributes (decision 316). */
    categories: dashboardPage('categories'),
    auditLog: dashboardPage('audit-log'),
    /** The sales register, Mushak-6.2, of a month (decision 308). */
    salesRegister: dashboardPage('sales-register'),
    /** The buyer's returns, their company's for a company admin (decision 322). */
    myReturns: dashboardPage('returns'),
    /**
     * A return request for pieces of an order by its number (decision 322), with a line or a
     * serial number chosen first when given; the id of one of the reader's own orders works too.
     */
    newReturn: {
      path: 'returns/new',
      getHref: ({
        order,
        line,
        serial,
      }: {
        order: string;
        line?: string | undefined;
        serial?: string | undefined;
      }) =>
        `/dashboard/returns/new?${new URLSearchParams({
          order,
          ...(line ? { line } : {}),
          ...(serial ? { serial } : {}),
        }).toString()}`,
    },
    /** One return by its RMA number. */
    return: dashboardRecordPage('returns'),
    /** The shop admin's returns queue (decision 322). */
    manageReturns: dashboardPage('manage-returns'),
    myQuotes: dashboardPage('my-quotes'),
    myQuote: dashboardRecordPage('my-quotes'),
    manageQuotes: dashboardPage('manage-quotes'),
    manageQuote: dashboardRecordPage('manage-quotes'),
    /** A company admin's statement of account (decision 145). */
    companyStatement: dashboardPage('company-statement'),
    /** The shop admin's terms, credit limits and bank payments of companies (decision 140). */
    companyAccounts: dashboardPage('company-accounts'),
    company: dashboardPage('company'),
    /** A serial number's piece, order and warranty (decision 322). */
    warrantyLookup: dashboardPage('warranty'),
    /** A buyer's API keys (decision 190). */
    apiKeys: dashboardPage('api-keys'),
    companies: dashboardPage('companies'),
    /** Contract price lists (decision 320). */
    priceLists: dashboardPage('price-lists'),
    newPriceList: dashboardPage('price-lists/new'),
    priceList: dashboardRecordPage('price-lists'),
    /** A price list's CSV import (decision 320). */
    importPriceList: {
      path: 'price-lists/:id/import',
      getHref: (id: string) => `/dashboard/price-lists/${encodeURIComponent(id)}/import`,
    },
    /** Customer groups, which price lists apply to (decision 320). */
    customerGroups: dashboardPage('customer-groups'),
    /** The carriers orders ship with (decision 321). */
    carriers: dashboardPage('carriers'),
    /** The shop admin's Shop settings: legal identity, bank accounts, documents (decision 309). */
    shopSettings: dashboardPage('shop-settings'),
    /** Billing currencies and the exchange rates the admin records (decision 324). */
    currencies: dashboardPage('currencies'),
  },
  /** Where an invitation link to join a company lands (decision 131). */
  invitation: recordPage('/invitations', 'token'),
  editProfile: page('/edit-profile'),
  cart: page('/cart'),
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
  paths.warrantyCheck.path,
  paths.allProducts.path,
  paths.category.path,
  paths.product.path,
  paths.confirmPurchase.path,
  paths.payment.path,
  `${paths.dashboard.root.path}/*`,
  paths.editProfile.path,
  paths.cart.path,
  paths.invitation.path,
];
