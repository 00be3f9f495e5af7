import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { LineIcon } from '@/components/ui/line-icon';
import { SHELL_ICONS } from '@/components/ui/shell-icons';
import { formatYear } from '@/lib/i18n/format-year';
import { activeLocale } from '@/lib/i18n/i18n';
import { BrandLogo } from './brand-logo';

const QUICK_LINKS = [
  { label: msg`Home`, to: paths.home.getHref() },
  { label: msg`All Products`, to: paths.allProducts.getHref() },
  { label: msg`Blogs`, to: paths.blogs.getHref() },
  { label: msg`My Portfolio`, to: paths.portfolio.getHref() },
  { label: msg`Contact Us`, to: paths.contact.getHref() },
  { label: msg`Check Warranty`, to: paths.warrantyCheck.getHref() },
] as const;

export interface SiteFooterProps {
  /** Signed-in users get a Dashboard link instead of Login. */
  signedIn?: boolean;
}

/** The footer of every page: company details, quick links and the copyright line. */
export function SiteFooter({ signedIn = false }: SiteFooterProps) {
  const { t, i18n } = useLingui();
  const accountLink = signedIn
    ? { label: msg`Dashboard`, to: paths.dashboard.root.getHref() }
    : { label: msg`Login`, to: paths.login.getHref() };
  const year = formatYear(activeLocale(), new Date().getFullYear());
  const founded = formatYear(activeLocale(), company.founded);
  const legalName = company.legalName;
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-5">
            <BrandLogo inverse />
            <p className="site-footer__text mt-3 mb-0">
              <Trans>
                {legalName} designs and manufactures processors, memory, storage and power
                components for system builders and IT teams, in bulk and to specification since{' '}
                {founded}.
              </Trans>
            </p>
          </div>
          <nav className="col-12 col-sm-6 col-lg-3" aria-label={t`Quick links`}>
            <h2 className="site-footer__heading">
              <Trans>Quick Links</Trans>
            </h2>
            <ul className="list-unstyled site-footer__links mb-0">
              {[...QUICK_LINKS, accountLink].map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{i18n._(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-12 col-sm-6 col-lg-4">
            <h2 className="site-footer__heading">
              <Trans>Get in Touch</Trans>
            </h2>
            <address className="site-footer__contact mb-0">
              <p className="d-flex gap-2">
                <LineIcon shape={SHELL_ICONS.mapPin} size={18} className="flex-shrink-0 mt-1" />
                <span>
                  {company.addressLines.map((line) => (
                    <span key={line.id} className="d-block">
                      {i18n._(line)}
                    </span>
                  ))}
                </span>
              </p>
              <p className="d-flex gap-2">
                <LineIcon shape={SHELL_ICONS.phone} size={18} className="flex-shrink-0 mt-1" />
                <a href={company.helplineHref}>{company.helpline}</a>
              </p>
              <p className="d-flex gap-2 mb-0">
                <LineIcon shape={SHELL_ICONS.mail} size={18} className="flex-shrink-0 mt-1" />
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
          {/* The year is the clock's: a page prerendered in December and opened in January keeps
              the year of its markup until the footer renders anew. */}
          <p className="mb-0" suppressHydrationWarning>
            <Trans>
              © {year} {legalName} All rights reserved.
            </Trans>{' '}
            <Link to={paths.terms.getHref()} className="site-footer__terms">
              <Trans>Terms and Conditions</Trans>
            </Link>
          </p>
          <p className="mb-0">
            <Trans>Designed and built in Dhaka, shipped to 35 countries.</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
