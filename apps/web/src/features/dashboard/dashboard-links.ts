import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import type { IconName } from '@/components/ui/icon';

/** Who sees a sidebar link (spec §2). */
export type LinkAudience = 'client' | 'all' | 'admin';

/** A link of the dashboard sidebar. */
export interface DashboardLink {
  /** Its name, a message of the catalog (decision 325). */
  label: MessageDescriptor;
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
    label: msg`My Orders`,
    to: paths.dashboard.myOrders.getHref(),
    icon: 'clipboard',
    audience: 'client',
  },
  {
    label: msg`My Quotes`,
    to: paths.dashboard.myQuotes.getHref(),
    icon: 'message',
    audience: 'client',
  },
  {
    label: msg`My Returns`,
    to: paths.dashboard.myReturns.getHref(),
    icon: 'undo',
    audience: 'client',
  },
  {
    label: msg`Add Review`,
    to: paths.dashboard.addReview.getHref(),
    icon: 'star',
    audience: 'client',
  },
  { label: msg`Company`, to: paths.dashboard.company.getHref(), icon: 'users', audience: 'client' },
  {
    label: msg`API Keys`,
    to: paths.dashboard.apiKeys.getHref(),
    icon: 'shield',
    audience: 'client',
  },
  {
    label: msg`Warranty Lookup`,
    to: paths.dashboard.warrantyLookup.getHref(),
    icon: 'shield',
    audience: 'all',
  },
  {
    label: msg`My Profile`,
    to: paths.dashboard.myProfile.getHref(),
    icon: 'user',
    audience: 'all',
  },
  {
    label: msg`Manage Orders`,
    to: paths.dashboard.manageOrders.getHref(),
    icon: 'truck',
    audience: 'admin',
  },
  {
    label: msg`Shipping Queue`,
    to: paths.dashboard.shippingQueue.getHref(),
    icon: 'clock',
    audience: 'admin',
  },
  {
    label: msg`Carriers`,
    to: paths.dashboard.carriers.getHref(),
    icon: 'box',
    audience: 'admin',
  },
  {
    label: msg`Returns`,
    to: paths.dashboard.manageReturns.getHref(),
    icon: 'undo',
    audience: 'admin',
  },
  {
    label: msg`Quotes`,
    to: paths.dashboard.manageQuotes.getHref(),
    icon: 'message',
    audience: 'admin',
  },
  {
    label: msg`Add Product`,
    to: paths.dashboard.addProduct.getHref(),
    icon: 'plusSquare',
    audience: 'admin',
  },
  {
    label: msg`Make Admin`,
    to: paths.dashboard.makeAdmin.getHref(),
    icon: 'shield',
    audience: 'admin',
  },
  {
    label: msg`Manage Product`,
    to: paths.dashboard.manageProduct.getHref(),
    icon: 'layers',
    audience: 'admin',
  },
  {
    label: msg`Categories`,
    to: paths.dashboard.categories.getHref(),
    icon: 'grid',
    audience: 'admin',
  },
  {
    label: msg`Companies`,
    to: paths.dashboard.companies.getHref(),
    icon: 'users',
    audience: 'admin',
  },
  {
    label: msg`Price Lists`,
    to: paths.dashboard.priceLists.getHref(),
    icon: 'tag',
    audience: 'admin',
  },
  {
    label: msg`Customer Groups`,
    to: paths.dashboard.customerGroups.getHref(),
    icon: 'network',
    audience: 'admin',
  },
  {
    label: msg`Audit Log`,
    to: paths.dashboard.auditLog.getHref(),
    icon: 'clock',
    audience: 'admin',
  },
  {
    label: msg`Company Accounts`,
    to: paths.dashboard.companyAccounts.getHref(),
    icon: 'users',
    audience: 'admin',
  },
  {
    label: msg`Sales Register`,
    to: paths.dashboard.salesRegister.getHref(),
    icon: 'calendar',
    audience: 'admin',
  },
  {
    label: msg`Shop Settings`,
    to: paths.dashboard.shopSettings.getHref(),
    icon: 'sliders',
    audience: 'admin',
  },
  {
    label: msg`Currencies`,
    to: paths.dashboard.currencies.getHref(),
    icon: 'globe',
    audience: 'admin',
  },
];

/** The statement of account, shown to a company's admins only (decision 145). */
export const COMPANY_STATEMENT_LINK: DashboardLink = {
  label: msg`Company Statement`,
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
