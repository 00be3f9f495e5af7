import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLogo } from './brand-logo';

/** Entries of the top navbar (spec §2), in order; Dashboard only for signed-in users. */
const NAV_ITEMS = [
  { label: 'Home', to: paths.home.getHref(), end: true, signedInOnly: false },
  { label: 'Products', to: paths.allProducts.getHref(), end: false, signedInOnly: false },
  { label: 'Dashboard', to: paths.dashboard.root.getHref(), end: false, signedInOnly: true },
  { label: 'Blogs', to: paths.blogs.getHref(), end: false, signedInOnly: false },
  { label: 'My Portfolio', to: paths.portfolio.getHref(), end: false, signedInOnly: false },
  { label: 'Contact Us', to: paths.contact.getHref(), end: false, signedInOnly: false },
] as const;

/** The account area's state: loading, signed in as `name`, or signed out. */
export type NavbarAccount =
  /** `likelySignedIn`: a hint (a stored access token) that the session will be a signed-in one. */
  | { status: 'loading'; likelySignedIn?: boolean }
  | { status: 'signed-out' }
  | { status: 'signed-in'; name: string; onSignOut: () => void; signingOut?: boolean };

export interface SiteNavbarProps {
  account: NavbarAccount;
  /**
   * The cart link with its badge (signed-in users), before the account area, in a slot of one
   * width (decision 166); gets `close`. Renders nothing for admins.
   */
  cart?: ((close: () => void) => ReactNode) | undefined;
  /**
   * While the session loads: hold the Cart link's place, a hint that this browser's user is a
   * client (decision 166).
   */
  reserveCart?: boolean | undefined;
}

/**
 * The Cart link's place while it loads: an invisible copy of it (decision 166), so the links
 * before it do not move when it arrives.
 */
export function ReservedCartLink() {
  return (
    <span
      className="nav-link site-navbar__reserved"
      aria-hidden="true"
      data-testid="navbar-reserved-cart"
    >
      <i className="bi bi-cart3" />
      <span className="ms-1">Cart</span>
    </span>
  );
}

/** The first word of a name, for the greeting. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The top navbar (spec §2): Home, Products, Dashboard (signed in), Blogs, My Portfolio, Contact
 * Us, then a greeting with 'Sign Out' when signed in, or 'Login'. Collapses into a menu below lg.
 * Plain Bootstrap markup rather than react-bootstrap's Navbar, whose off-canvas and transition
 * code would be in the first load of every page (decision 045).
 */
export function SiteNavbar({ account, cart, reserveCart }: SiteNavbarProps) {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  const signedIn = account.status === 'signed-in';
  // While the session loads, a returning client's Dashboard link keeps its place (invisible), so
  // the links do not move when it arrives; a visitor without a token gets none (decision 115).
  const reserveDashboard = account.status === 'loading' && account.likelySignedIn === true;

  return (
    <header className="sticky-top">
      <nav className="site-navbar navbar navbar-expand-lg navbar-light" aria-label="Main">
        <div className="container">
          <Link
            to={paths.home.getHref()}
            className="navbar-brand"
            onClick={close}
            aria-label="Partline home"
          >
            <BrandLogo />
          </Link>
          <button
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="site-navbar-menu"
            aria-expanded={expanded}
            aria-label="Toggle navigation"
            onClick={() => setExpanded(!expanded)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div
            id="site-navbar-menu"
            className={`navbar-collapse collapse${expanded ? ' show' : ''}`}
          >
            <div className="navbar-nav ms-auto align-items-lg-center gap-lg-1">
              {NAV_ITEMS.map((item) => {
                if (item.signedInOnly && !signedIn) {
                  return reserveDashboard ? (
                    <span
                      key={item.to}
                      className="nav-link site-navbar__reserved"
                      aria-hidden="true"
                      data-testid="navbar-reserved-link"
                    >
                      {item.label}
                    </span>
                  ) : null;
                }
                return (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    end={item.end}
                    onClick={close}
                    className="nav-link"
                  >
                    {item.label}
                  </NavLink>
                );
              })}
              {/* One width whatever the cart holds (decision 166); empty for admins. */}
              {cart ? (
                <div className="site-navbar__cart-slot">{cart(close)}</div>
              ) : reserveDashboard && reserveCart ? (
                <div className="site-navbar__cart-slot">
                  <ReservedCartLink />
                </div>
              ) : null}
              {/* One slot of one width whatever the session says, so nothing moves when it loads. */}
              <div className="site-navbar__account-slot ms-lg-3" data-testid="navbar-account">
                {account.status === 'signed-in' ? (
                  <div className="site-navbar__account">
                    <span className="site-navbar__greeting" title={account.name}>
                      Hi, {firstName(account.name)}
                    </span>
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm site-navbar__sign-out"
                      disabled={account.signingOut}
                      onClick={() => {
                        close();
                        account.onSignOut();
                      }}
                    >
                      Sign Out
                    </button>
                  </div>
                ) : null}
                {account.status === 'signed-out' ? (
                  <NavLink
                    to={paths.login.getHref()}
                    onClick={close}
                    className="nav-link site-navbar__login btn btn-primary"
                  >
                    Login
                  </NavLink>
                ) : null}
                {account.status === 'loading' ? (
                  <span className="site-navbar__account-placeholder" aria-hidden="true" />
                ) : null}
              </div>
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
