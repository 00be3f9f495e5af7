import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
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
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; name: string; onSignOut: () => void; signingOut?: boolean };

export interface SiteNavbarProps {
  account: NavbarAccount;
}

/** The first word of a name, for the greeting. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The top navbar (spec §2): Home, Products, Dashboard (signed in), Blogs, My Portfolio, Contact
 * Us, then a greeting with 'Sign Out' when signed in, or 'Login'. Collapses into a menu below lg.
 */
export function SiteNavbar({ account }: SiteNavbarProps) {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  const signedIn = account.status === 'signed-in';

  return (
    <header className="sticky-top">
      <Navbar
        expand="lg"
        className="site-navbar"
        aria-label="Main"
        expanded={expanded}
        onToggle={setExpanded}
      >
        <Container>
          <Navbar.Brand
            as={Link}
            to={paths.home.getHref()}
            onClick={close}
            aria-label="Partline home"
          >
            <BrandLogo />
          </Navbar.Brand>
          <Navbar.Toggle
            aria-controls="site-navbar-menu"
            aria-expanded={expanded}
            aria-label="Toggle navigation"
          />
          <Navbar.Collapse id="site-navbar-menu">
            <Nav className="ms-auto align-items-lg-center gap-lg-1">
              {NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly).map((item) => (
                <Nav.Link key={item.to} as={NavLink} to={item.to} end={item.end} onClick={close}>
                  {item.label}
                </Nav.Link>
              ))}
              {account.status === 'signed-in' ? (
                <div className="site-navbar__account ms-lg-3">
                  <span className="site-navbar__greeting">Hi, {firstName(account.name)}</span>
                  <Button
                    variant="outline-primary"
                    size="sm"
                    className="site-navbar__sign-out"
                    disabled={account.signingOut}
                    onClick={() => {
                      close();
                      account.onSignOut();
                    }}
                  >
                    Sign Out
                  </Button>
                </div>
              ) : null}
              {account.status === 'signed-out' ? (
                <Nav.Link
                  as={NavLink}
                  to={paths.login.getHref()}
                  onClick={close}
                  className="site-navbar__login btn btn-primary ms-lg-3"
                >
                  Login
                </Nav.Link>
              ) : null}
              {account.status === 'loading' ? (
                <span className="site-navbar__account-placeholder ms-lg-3" aria-hidden="true" />
              ) : null}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
