import { Link } from 'react-router';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';
import { BrandLogo } from './brand-logo';

const QUICK_LINKS = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'All Products', to: paths.allProducts.getHref() },
  { label: 'Blogs', to: paths.blogs.getHref() },
  { label: 'My Portfolio', to: paths.portfolio.getHref() },
  { label: 'Contact Us', to: paths.contact.getHref() },
  { label: 'Check Warranty', to: paths.warrantyCheck.getHref() },
] as const;

export interface SiteFooterProps {
  /** Signed-in users get a Dashboard link instead of Login. */
  signedIn?: boolean;
}

/** The footer of every page: company details, quick links and the copyright line. */
export function SiteFooter({ signedIn = false }: SiteFooterProps) {
  const accountLink = signedIn
    ? { label: 'Dashboard', to: paths.dashboard.root.getHref() }
    : { label: 'Login', to: paths.login.getHref() };
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-5">
            <BrandLogo inverse />
            <p className="site-footer__text mt-3 mb-0">
              {company.legalName} designs and manufactures processors, memory, storage and power
              components for system builders and IT teams, in bulk and to specification since{' '}
              {company.founded}.
            </p>
          </div>
          <nav className="col-12 col-sm-6 col-lg-3" aria-label="Quick links">
            <h2 className="site-footer__heading">Quick Links</h2>
            <ul className="list-unstyled site-footer__links mb-0">
              {[...QUICK_LINKS, accountLink].map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-12 col-sm-6 col-lg-4">
            <h2 className="site-footer__heading">Get in Touch</h2>
            <address className="site-footer__contact mb-0">
              <p className="d-flex gap-2">
                <Icon name="mapPin" size={18} className="flex-shrink-0 mt-1" />
                <span>
                  {company.addressLines.map((line) => (
                    <span key={line} className="d-block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p className="d-flex gap-2">
                <Icon name="phone" size={18} className="flex-shrink-0 mt-1" />
                <a href={company.helplineHref}>{company.helpline}</a>
              </p>
              <p className="d-flex gap-2 mb-0">
                <Icon name="mail" size={18} className="flex-shrink-0 mt-1" />
                <a href={`mailto:${company.email}`} className="text-break">
                  {company.email}
                </a>
              </p>
            </address>
          </div>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container py-3 d-flex flex-column flex-md-row justify-content-between gap-2">
          <p className="mb-0">
            © {year} {company.legalName} All rights reserved.{' '}
            <Link to={paths.terms.getHref()} className="site-footer__terms">
              Terms and Conditions
            </Link>
          </p>
          <p className="mb-0">Designed and built in Dhaka, shipped to 35 countries.</p>
        </div>
      </div>
    </footer>
  );
}
