import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLogo } from './brand-logo';

/** Entries of the top navbar (spec §2), in order. Dashboard joins them once accounts exist. */
const NAV_ITEMS = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Products', to: paths.allProducts.getHref(), end: false },
  { label: 'Blogs', to: paths.blogs.getHref(), end: false },
  { label: 'My Portfolio', to: paths.portfolio.getHref(), end: false },
  { label: 'Contact Us', to: paths.contact.getHref(), end: false },
] as const;

/**
 * The top navbar. The account area shows Login for now; the accounts issue replaces it with the
 * Dashboard link and the greeting with Sign Out for signed-in users.
 */
export function SiteNavbar() {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);

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
              {NAV_ITEMS.map((item) => (
                <Nav.Link key={item.to} as={NavLink} to={item.to} end={item.end} onClick={close}>
                  {item.label}
                </Nav.Link>
              ))}
              <Nav.Link
                as={NavLink}
                to={paths.login.getHref()}
                onClick={close}
                className="site-navbar__login btn btn-primary ms-lg-3"
              >
                Login
              </Nav.Link>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
