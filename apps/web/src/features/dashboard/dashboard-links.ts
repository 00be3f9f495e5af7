import { paths } from '@/config/paths';
import type { IconName } from '@/components/ui/icon';

/** Who sees a sidebar link (spec §2). */
export type LinkAudience = 'client' | 'all' | 'admin';

/** A link of the dashboard sidebar. */
export interface DashboardLink {
  label: string;
  to: string;
  icon: IconName;
  audience: LinkAudience;
}

/**
 * The sidebar links in order (spec §2): My Orders, My Quotes, My Returns (decision 322) and Add Review for non-admins, My Profile for
 * all, Manage Orders, the Shipping Queue and Carriers (decision 321), Returns (decision 322), Quotes, Add Product, Make Admin, Manage Product, Categories (decision 316) and the Audit Log (decision 068) for
 * admins, then Companies, Company Accounts, the Sales Register (decision 308), Shop Settings
 * (decision 309) and Currencies (decision 324).
 */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  {
    label: 'My Orders',
    to: paths.dashboard.myOrders.getHref(),
    icon: 'clipboard',
    audience: 'client',
  },
  {
    label: 'My Quotes',
    to: paths.dashboard.myQuotes.getHref(),
    icon: 'message',
    audience: 'client',
  },
  {
    label: 'My Returns',
    to: paths.dashboard.myReturns.getHref(),
    icon: 'undo',
    audience: 'client',
  },
  {
    label: 'Add Review',
    to: paths.dashboard.addReview.getHref(),
    icon: 'star',
    audience: 'client',
  },
  { label: 'Company', to: paths.dashboard.company.getHref(), icon: 'users', audience: 'client' },
  { label: 'API Keys', to: paths.dashboard.apiKeys.getHref(), icon: 'shield', audience: 'client' },
  {
    label: 'Warranty Lookup',
    to: paths.dashboard.warrantyLookup.getHref(),
    icon: 'shield',
    audience: 'all',
  },
  { label: 'My Profile', to: paths.dashboard.myProfile.getHref(), icon: 'user', audience: 'all' },
  {
    label: 'Manage Orders',
    to: paths.dashboard.manageOrders.getHref(),
    icon: 'truck',
    audience: 'admin',
  },
  {
    label: 'Shipping Queue',
    to: paths.dashboard.shippingQueue.getHref(),
    icon: 'clock',
    audience: 'admin',
  },
  {
    label: 'Carriers',
    to: paths.dashboard.carriers.getHref(),
    icon: 'box',
    audience: 'admin',
  },
  {
    label: 'Returns',
    to: paths.dashboard.manageReturns.getHref(),
    icon: 'undo',
    audience: 'admin',
  },
  {
    label: 'Quotes',
    to: paths.dashboard.manageQuotes.getHref(),
    icon: 'message',
    audience: 'admin',
  },
  {
    label: 'Add Product',
    to: paths.dashboard.addProduct.getHref(),
    icon: 'plusSquare',
    audience: 'admin',
  },
  {
    label: 'Make Admin',
    to: paths.dashboard.makeAdmin.getHref(),
    icon: 'shield',
    audience: 'admin',
  },
  {
    label: 'Manage Product',
    to: paths.dashboard.manageProduct.getHref(),
    icon: 'layers',
    audience: 'admin',
  },
  {
    label: 'Categories',
    to: paths.dashboard.categories.getHref(),
    icon: 'grid',
    audience: 'admin',
  },
  {
    label: 'Companies',
    to: paths.dashboard.companies.getHref(),
    icon: 'users',
    audience: 'admin',
  },
  {
    label: 'Price Lists',
    to: paths.dashboard.priceLists.getHref(),
    icon: 'tag',
    audience: 'admin',
  },
  {
    label: 'Customer Groups',
    to: paths.dashboard.customerGroups.getHref(),
    icon: 'network',
    audience: 'admin',
  },
  { label: 'Audit Log', to: paths.dashboard.auditLog.getHref(), icon: 'clock', audience: 'admin' },
  {
    label: 'Company Accounts',
    to: paths.dashboard.companyAccounts.getHref(),
    icon: 'users',
    audience: 'admin',
  },
  {
    label: 'Sales Register',
    to: paths.dashboard.salesRegister.getHref(),
    icon: 'calendar',
    audience: 'admin',
  },
  {
    label: 'Shop Settings',
    to: paths.dashboard.shopSettings.getHref(),
    icon: 'sliders',
    audience: 'admin',
  },
  {
    label: 'Currencies',
    to: paths.dashboard.currencies.getHref(),
    icon: 'globe',
    audience: 'admin',
  },
];

/** The statement of account, shown to a company's admins only (decision 145). */
export const COMPANY_STATEMENT_LINK: DashboardLink = {
  label: 'Company Statement',
  to: paths.dashboard.companyStatement.getHref(),
  icon: 'calendar',
  audience: 'client',
};

/** The links a user with this role sees. */
export function linksFor(isAdmin: boolean): DashboardLink[] {
  return DASHBOARD_LINKS.filter(
    (link) => link.audience === 'all' || link.audience === (isAdmin ? 'admin' : 'client'),
  );
}
