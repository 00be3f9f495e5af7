import type { Locale } from '@partline/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';

/** Entries of the top navbar (spec §2), in order; Dashboard only for signed-in users. */
const NAV_ITEMS: readonly {
  label: MessageDescriptor;
  to: string;
  end?: true;
  signedInOnly?: true;
}[] = [
  { label: msg`Home`, to: paths.home.getHref(), end: true },
  { label: msg`Products`, to: paths.allProducts.getHref() },
  { label: msg`Dashboard`, to: paths.dashboard.root.getHref(), signedInOnly: true },
  { label: msg`Blogs`, to: paths.blogs.getHref() },
  { label: msg`My Portfolio`, to: paths.portfolio.getHref() },
  { label: msg`Contact Us`, to: paths.contact.getHref() },
];

/**
 * The account area's state: loading, signed in as `name`, or signed out. `likelySignedIn` and
 * `likelyClient` are hints from this browser's storage (decisions 115, 166): a stored access token,
 * and a Cart link the last time.
 */
export type NavbarAccount =
  | { status: 'loading'; likelySignedIn?: boolean; likelyClient?: boolean }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      name: string;
      onSignOut: () => void;
      signingOut?: boolean;
      likelyClient?: boolean;
    };

export interface SiteNavbarProps {
  account: NavbarAccount;
  /**
   * The cart link with its badge (signed-in users), before the account area, in a slot of one
   * width (decision 166); gets `close`. Renders nothing for admins.
   */
  cart?: ((close: () => void) => ReactNode) | undefined;
  /** The language switch's state: the active language and what choosing one does. */
  language: { locale: Locale; onChoose: (locale: Locale) => void };
}

/** The first word of a name, for the greeting. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The top navbar (spec §2): Home, Products, Dashboard (signed in), Blogs, My Portfolio, Contact
 * Us, then a greeting with 'Sign Out' when signed in, or 'Login'. Collapses into a menu below lg,
 * with the Cart link left beside the menu button.
 * Plain Bootstrap markup rather than react-bootstrap's Navbar, whose off-canvas and transition
 * code would be in the first load of every page (decision 045).
 */
export function SiteNavbar({ account, cart, language }: SiteNavbarProps) {
  const { t, i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  const signedIn = account.status === 'signed-in';
  const first = account.status === 'signed-in' ? firstName(account.name) : '';
  // While the session loads, a returning client's Dashboard link keeps its place (invisible), so
  // the links do not move when it arrives; a visitor without a token gets none (decision 115).
  const reserveDashboard = account.status === 'loading' && account.likelySignedIn === true;
  // Likewise the Cart link's, when this browser's last user had one (decision 166).
  const holdCart = account.status !== 'signed-out' && account.likelyClient === true;

  return (
    <header className="sticky-top">
      <nav className="site-navbar navbar navbar-expand-lg navbar-light" aria-label={t`Main`}>
        <div className="container">
          <Link
            to={paths.home.getHref()}
            className="navbar-brand"
            onClick={close}
            aria-label={t`Partline home`}
          >
            <BrandLogo />
          </Link>
          {/* Below 992 px the Cart link stands beside the menu button, not in the collapsed menu:
              a phone's header shows the cart and its count at all times. From 992 px the slot
              in the bar below holds it (decision 166). */}
          {cart ? <div className="site-navbar__cart-compact d-lg-none">{cart(close)}</div> : null}
          {/* Beside the menu button on a phone, last in the bar from 992 px: never behind the menu. */}
          <LanguageSwitch
            locale={language.locale}
            onChoose={(locale) => {
              close();
              language.onChoose(locale);
            }}
            className="site-navbar__language order-lg-last ms-lg-2"
          />
          <button
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="site-navbar-menu"
            aria-expanded={expanded}
            aria-label={t`Toggle navigation`}
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
                      {i18n._(item.label)}
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
                    {i18n._(item.label)}
                  </NavLink>
                );
              })}
              {/* One width whatever the cart holds, held while a likely client's session and role
                  load; empty for admins (decision 166). */}
              {cart || holdCart ? (
                <div
                  className={`site-navbar__cart-slot${holdCart ? ' site-navbar__cart-slot--held' : ''}`}
                >
                  {cart?.(close)}
                </div>
              ) : null}
              {/* One slot of one width whatever the session says, so nothing moves when it loads. */}
              <div className="site-navbar__account-slot ms-lg-3" data-testid="navbar-account">
                {account.status === 'signed-in' ? (
                  <div className="site-navbar__account">
                    <span className="site-navbar__greeting" title={account.name}>
                      <Trans>Hi, {first}</Trans>
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
                      <Trans>Sign Out</Trans>
                    </button>
                  </div>
                ) : null}
                {account.status === 'signed-out' ? (
                  <NavLink
                    to={paths.login.getHref()}
                    onClick={close}
                    className="nav-link site-navbar__login btn btn-primary"
                  >
                    <Trans>Login</Trans>
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
