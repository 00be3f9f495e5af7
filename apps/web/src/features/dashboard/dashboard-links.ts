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
 * The sidebar links in order (spec §2): My Orders and Add Review for non-admins, My Profile for
 * all, Manage Orders, Add Product, Make Admin, Manage Product and the Audit Log (decision 068) for
 * admins.
 */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  {
    label: 'My Orders',
    to: paths.dashboard.myOrders.getHref(),
    icon: 'clipboard',
    audience: 'client',
  },
  {
    label: 'Add Review',
    to: paths.dashboard.addReview.getHref(),
    icon: 'star',
    audience: 'client',
  },
  { label: 'My Profile', to: paths.dashboard.myProfile.getHref(), icon: 'user', audience: 'all' },
  {
    label: 'Manage Orders',
    to: paths.dashboard.manageOrders.getHref(),
    icon: 'truck',
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
  { label: 'Audit Log', to: paths.dashboard.auditLog.getHref(), icon: 'clock', audience: 'admin' },
];

/** The links a user with this role sees. */
export function linksFor(isAdmin: boolean): DashboardLink[] {
  return DASHBOARD_LINKS.filter(
    (link) => link.audience === 'all' || link.audience === (isAdmin ? 'admin' : 'client'),
  );
}
