// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly below `dir` (relative to the repository root). */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per folder of `parent`: a file in it may import from its own folder only, not from its
 * siblings (bulletproof-react's "features do not import each other").
 */
const siblingsApart = (parent, message) =>
  foldersOf(parent).map((name) => ({
    target: `${parent}/${name}`,
    from: parent,
    except: [`./${name}`],
    message,
  }));

/*
 * The arrows of the architecture (STYLE.md, "The tree is the architecture"; docs/decisions/101):
 * in the API routes → flows → module services → repositories, and a module never imports another
 * module; `packages/shared` imports neither app. A wrong arrow is an error, so CI fails on it.
 */
const apiZones = [
  ...siblingsApart(
    './apps/api/src/modules',
    'A module never imports another module: what spans modules is a flow (apps/api/src/flows).',
  ),
  {
    // Every file of a module but its routes (and tests, which may drive a flow directly).
    target: './apps/api/src/modules/**/!(*.routes|*.test).ts',
    from: './apps/api/src/flows/**',
    message: 'Only routes call flows; a module service or repository never does.',
  },
  {
    target: [
      './apps/api/src/mail',
      './apps/api/src/audit',
      './apps/api/src/payments',
      './apps/api/src/db',
      './apps/api/src/catalog-cache',
      './apps/api/src/storage',
    ],
    from: ['./apps/api/src/modules', './apps/api/src/flows'],
    message:
      'Shared infrastructure (mail queue, audit log, payment providers, database, caches, ' +
      'storage) takes plain data and never imports a module or a flow.',
  },
  {
    target: './apps/api/src/**/*.routes.ts',
    from: './apps/api/src/**/*.repository.ts',
    message: 'Routes call flows or services, never a repository.',
  },
];
/*
 * Each table has one owning module (docs/decisions/103): a module's code imports only its own
 * tables, reads another module's rows through that module's functions, and a read that spans
 * modules is a flow. Tables of shared infrastructure (sessions, mail jobs) belong to no module.
 */
const TABLE_OWNERS = {
  'address-book': ['addresses'],
  'api-keys': ['apiKeys'],
  audit: ['auditLog'],
  blogs: ['blogs'],
  cart: ['cartItems'],
  categories: [
    'categories',
    'categoryAttributes',
    'categoryTranslations',
    'categoryAttributeTranslations',
  ],
  companies: ['companies', 'companyMembers', 'companyInvitations'],
  currencies: ['exchangeRates'],
  invoices: [
    'invoiceCounters',
    'invoices',
    'companyAccounts',
    'bankPayments',
    'paymentAllocations',
    'taxDocumentCounters',
    'taxAdjustmentNotes',
  ],
  'price-lists': [
    'customerGroups',
    'priceLists',
    'priceListCompanies',
    'priceListGroups',
    'priceListEntries',
    'priceListCategoryRules',
  ],
  orders: ['orders', 'orderLines', 'orderStatusCounts', 'orderRevenueDays', 'orderProductDays'],
  payments: ['paymentIntents', 'webhookEvents', 'paymentSessions', 'orderBankTransfers'],
  products: ['products', 'productDocuments', 'productTranslations'],
  'product-imports': ['productImports', 'productImportRows'],
  quotes: ['quotes', 'quoteVersions', 'quoteEvents'],
  reviews: ['reviews'],
  returns: ['returns', 'returnItems'],
  shipments: ['carriers', 'shipments', 'shipmentLines', 'shipmentSerials'],
  'shop-settings': ['shopSettings'],
  users: ['users'],
  webhooks: ['webhookEndpoints', 'webhookDeliveries'],
};
const SCHEMA_DIR = './apps/api/src/db/schema/';
/** Every table `db/schema` defines (`export const name = pgTable(`). */
const tables = readdirSync(new URL(SCHEMA_DIR, import.meta.url)).flatMap((file) =>
  [
    ...readFileSync(new URL(SCHEMA_DIR + file, import.meta.url), 'utf8').matchAll(
      /export const (\w+) = pgTable\(/g,
    ),
  ].map((match) => match[1]),
);
const tableOwnership = foldersOf('./apps/api/src/modules').map((name) => ({
  files: [`apps/api/src/modules/${name}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '../../db/schema/index.js',
            importNames: tables.filter((table) => !(TABLE_OWNERS[name] ?? []).includes(table)),
            message:
              "Another module's table: read it through that module's functions, or in a flow " +
              '(decision 103).',
          },
        ],
        patterns: [
          {
            group: ['**/db/schema/*', '!**/db/schema/index.js'],
            message: 'Tables come from db/schema/index.js, where their owners are checked.',
          },
        ],
      },
    ],
  },
}));
const sharedZones = [
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is used by both apps and imports neither.',
  },
];
/* The web app's arrows: app → features → components/lib, and features apart. */
const webZones = [
  ...siblingsApart('./apps/web/src/features', 'Features do not import each other.'),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app layer (routes, router, providers).',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/app', './apps/web/src/features'],
    message: 'Shared components and lib import neither features nor the app layer.',
  },
];

/** The web app's files whose texts are all in the catalog (decision 325); the rest follow. */
const TRANSLATED_WEB_FILES = [
  'apps/web/src/app/routes/root-layout.tsx',
  'apps/web/src/app/routes/{home,all-products,category,product,contact}.tsx',
  'apps/web/src/app/{use-navbar-account,use-language-switch,locale-sync,shell-notices,navbar-cart}.ts{,x}',
  'apps/web/src/components/layouts/**/*.{ts,tsx}',
  'apps/web/src/components/ui/{query-state,query-error,page-spinner,star-rating,load-more,no-matches,money,page-header,line-icon,shell-icons}.tsx',
  'apps/web/src/config/company.ts',
  'apps/web/src/lib/i18n/**/*.{ts,tsx}',
  'apps/web/src/features/home/**/*.{ts,tsx}',
  'apps/web/src/features/contact/**/*.{ts,tsx}',
  'apps/web/src/features/reviews/components/{reviews-section,reviews-carousel,review-card}.tsx',
  'apps/web/src/features/products/catalog-active-filters.ts',
  'apps/web/src/features/products/components/{catalog,catalog-category-nav,catalog-facet-filters,catalog-filters,catalog-search-bar,catalog-sort-select,product-card,product-card-skeleton,product-grid,product-list,price-tier-table,product-page-view,product-breadcrumbs,product-gallery,product-documents-list,your-price-table,product-not-found,product-query-state}.tsx',
  'apps/web/src/features/cart/components/**/*.tsx',
  'apps/web/src/app/routes/{cart,not-found,route-error}.tsx',
  'apps/web/src/app/routes/auth/{login,sign-up,reset-password}.tsx',
  'apps/web/src/app/routes/purchase/{payment,confirm-purchase}.tsx',
  'apps/web/src/app/routes/dashboard/{my-orders,order}.tsx',
  'apps/web/src/components/ui/{approval-notice,tax-totals,timeline-time,order-number-link,confirm-dialog,empty-state}.tsx',
  'apps/web/src/components/ui/form/{field,inputs,address-select-field,payment-method-fieldset,new-password-fields}.ts{,x}',
  'apps/web/src/features/address-book/components/**/*.tsx',
  'apps/web/src/features/auth/components/{login-form,sign-up-form,reset-password-form,social-sign-in-buttons}.tsx',
  'apps/web/src/features/auth/new-password.schema.ts',
  'apps/web/src/features/dashboard/**/*.{ts,tsx}',
  'apps/web/src/features/orders/components/{admin-purchase-note,purchase-form,purchase-panel,my-orders,order-card,order-detail,order-lines,order-shipments,order-timeline,tax-notes-block,invoice-download-button,proforma-download-button,cancel-unshipped-button,fulfilment-badge,bank-transfer-panel,pay-by-transfer-button,payment-return-alert,online-payment-choice,payment-card,payment-modal,payment-modal-footer,local-card-form,continue-to-provider-button}.tsx',
  'apps/web/src/features/quotes/components/request-quote-form.tsx',
  'apps/web/src/features/returns/components/{order-returns,return-status-badge}.tsx',
  // buyer pages
  'apps/web/src/app/routes/{blogs,portfolio,terms,warranty,invitation,edit-profile}.tsx',
  'apps/web/src/app/routes/auth/email-verified.tsx',
  'apps/web/src/app/routes/dashboard/{my-profile,my-quotes,my-quote,my-returns,new-return,return,add-review,company,company-statement,warranty,api-keys,dashboard-home,dashboard}.tsx',
  'apps/web/src/features/{blogs,portfolio,terms,warranty,profile,api-keys}/components/*.tsx',
  'apps/web/src/features/{portfolio,terms}/*.ts',
  'apps/web/src/features/quotes/version-label.ts',
  'apps/web/src/features/quotes/components/{quote-accept-form,quote-detail,quote-list,quote-page,quote-status-badge,quote-thread,quote-timeline}.tsx',
  'apps/web/src/features/returns/components/{request-return-form,return-detail,returns-list,section-card,download-button}.tsx',
  'apps/web/src/features/reviews/components/add-review-form.tsx',
  'apps/web/src/features/companies/member-inputs.tsx',
  'apps/web/src/features/companies/components/{company-area,company-form,company-members,company-orders,company-role-options,invitation-card,invite-member-form,pending-invitations,pending-approvals}.tsx',
  'apps/web/src/features/company-accounts/components/{company-statement,statement-view,pay-into,withholding-certificates}.tsx',
  'apps/web/src/features/auth/components/{change-password-card,email-verified-notice}.tsx',
  'apps/web/src/features/orders/components/stripe-card-form.tsx',
  'apps/web/src/components/ui/{data-table,paged-admin-table,shown-once-secret,rating-input,person-avatar,email,row-action,section-heading,page-title}.tsx',
  'apps/web/src/components/ui/form/{image-upload-field,file-input,submit-callbacks,checkbox-group-field,form-field,zod-form,submit-button,new-entry-form}.ts{,x}',
  'apps/web/src/lib/i18n/buyer-texts.ts',
  // back office (decision 330)
  'apps/web/src/app/routes/dashboard/dashboard-home.tsx',
  'apps/web/src/components/ui/{data-table,paged-admin-table,figure-columns,row-action}.ts{,x}',
  'apps/web/src/features/admin-overview/**/*.{ts,tsx}',
  'apps/web/src/app/routes/dashboard/manage-orders.tsx',
  'apps/web/src/features/exports/**/*.{ts,tsx}',
  'apps/web/src/features/orders/components/{manage-orders,payments-to-review,ship-order-dialog,serial-entry,shipping-queue,carriers-manager,carrier-form,record-bank-transfer-form}.tsx',
  'apps/web/src/app/routes/dashboard/{shipping-queue,carriers,manage-returns,make-admin,shop-settings,currencies}.tsx',
  'apps/web/src/features/{users,shop-settings,currencies}/**/*.{ts,tsx}',
  'apps/web/src/features/returns/components/return-actions.tsx',
  'apps/web/src/app/routes/dashboard/{audit-log,sales-register}.tsx',
  'apps/web/src/features/audit/**/*.{ts,tsx}',
  'apps/web/src/features/sales-register/**/*.{ts,tsx}',
  'apps/web/src/app/routes/dashboard/{add-product,edit-product,manage-product}.tsx',
  'apps/web/src/features/products/components/{add-product-form,edit-product-form,product-fields,product-form-parts,product-export-fields,product-bangla-fields,category-specification-fields,manage-products,restock-modal,set-vat-rate-modal,product-documents-panel}.tsx',
  'apps/web/src/features/product-imports/**/*.{ts,tsx}',
  'apps/web/src/app/routes/dashboard/{import-products,categories}.tsx',
  'apps/web/src/features/categories/**/*.{ts,tsx}',
  'apps/web/src/app/routes/dashboard/{price-lists,price-list,customer-groups,import-price-list}.tsx',
  'apps/web/src/features/price-lists/components/{price-lists-table,customer-groups-manager,price-list-form,price-list-entries,product-steps-dialog,price-list-import,price-list-import-rows}.tsx',
  'apps/web/src/app/routes/dashboard/{companies,manage-quotes,manage-quote,company-accounts}.tsx',
  'apps/web/src/features/company-accounts/components/{company-accounts,credit-terms-form}.tsx',
  'apps/web/src/features/companies/components/{admin-companies,company-currency-form}.tsx',
  'apps/web/src/features/quotes/components/quote-answer-form.tsx',
  'apps/web/src/components/ui/form/{submit-callbacks,image-upload-field}.ts{,x}',
  'apps/web/src/features/price-lists/components/quote-contract-dialog.tsx',
  'apps/web/src/components/ui/form/{incoterm-form,select-options,country-options}.tsx',
  'apps/web/src/features/companies/components/{company-incoterm-form,company-group-select,tax-profile-form}.tsx',
  'apps/web/src/features/company-accounts/components/record-payment-form.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // second API bundles built by checks beside a running one (API_DIST_DIR)
      'apps/api/dist-*/**',
      '**/data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts files no-cycle cannot read the imported modules and sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...apiZones, ...sharedZones, ...webZones] },
      ],
    },
  },
  ...tableOwnership,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Every text a reader sees is a message of the catalog (decision 325), in the folders and files
    // translated so far: a literal string there fails. The back office follows later.
    files: TRANSLATED_WEB_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      ...lingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One "word" that does not start with a capital: class names, keys, ids, paths, units.
            '^(?![A-Z])\\S+$',
            // UPPERCASE words and identifiers: SKU, PDF, BDT.
            '^[A-Z0-9_-]+$',
            // The shop's name and its company's: brand names are not translated.
            '^Partline( Components Ltd\\.)?$',
            // Payment providers' and sign-in providers' own names.
            '^(SSLCommerz|bKash|Stripe|Google|Facebook|Github)$',
            // No letter at all: punctuation, separators, figures.
            '^[^\\p{L}]*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            {
              regex: {
                pattern: '(Id|Key|Href|href|Path|Url|URL|Class|Sizes|Srcset|variant|testid)$',
              },
            },
            'to',
            'href',
            'src',
            'srcSet',
            'sizes',
            'type',
            'id',
            'as',
            'name',
            'rel',
            'role',
            'lang',
            'inputMode',
            'autoComplete',
            'enterKeyHint',
            'size',
            'bg',
            'text',
            'animation',
            'mode',
            'align',
            'spinnerSize',
            'rootMargin',
            'behavior',
            'media',
            'fetchPriority',
            'controlId',
            'data-testid',
            'data-figure',
            'aria-live',
            'aria-hidden',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'RangeError',
            'console.*',
            'import',
            'navigate',
            'encodeURIComponent',
            'URLSearchParams',
            '*.get',
            '*.has',
            '*.set',
            '*.delete',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.join',
            '*.split',
            '*.replace',
            '*.replaceAll',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.getElementById',
            '*.querySelector',
            'useQueryState',
            'new Intl.*',
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', '**/scripts/**', 'bench/**', 'e2e/**', '.ci/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
