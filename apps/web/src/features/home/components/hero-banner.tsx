import { BREAKPOINTS, imageCandidates } from '@partline/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { company } from '@/config/company';
import { companyStatements } from '@/config/company-statements';
import { formatYear } from '@/lib/i18n/format-year';
import { activeLocale } from '@/lib/i18n/i18n';

const STATEMENTS = [
  { title: msg`Our Mission`, statement: companyStatements.mission },
  { title: msg`Our Vision`, statement: companyStatements.vision },
];

/** The banner and its smaller copies (decision 048), as a `srcset`. */
const BANNER_SRCSET = imageCandidates('/images/banner-1600w.webp')
  .map((candidate) => `${candidate.url} ${candidate.width}w`)
  .join(', ');

/** A 1 × 1 transparent GIF: no request, and too plain to count as the page's largest picture. */
const TRANSPARENT_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The home banner (spec §1): mission and vision, and a 'More Info' button that does nothing. */
export function HeroBanner() {
  const { i18n } = useLingui();
  const founded = formatYear(activeLocale(), company.founded);
  return (
    <section className="hero-banner" aria-labelledby="hero-title">
      {/*
        A decorative backdrop under a 90 % dark overlay. From 768 px it is the first view's largest
        picture (LCP): at once, with high priority, in the width the screen needs. Phones, which
        would see a sliver of it behind the text, get a transparent pixel instead of the download.
      */}
      <picture>
        <source media={`(min-width: ${BREAKPOINTS.md}px)`} srcSet={BANNER_SRCSET} sizes="100vw" />
        <img
          src={TRANSPARENT_PIXEL}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="hero-banner__image"
        />
      </picture>
      <div className="container position-relative py-5">
        <div className="row">
          <div className="col-12 col-lg-9 col-xl-8">
            <p className="hero-banner__eyebrow">
              <Trans>Computer parts manufacturer · since {founded}</Trans>
            </p>
            <h1 id="hero-title" className="hero-banner__title">
              <Trans>Precision computer parts, built for business</Trans>
            </h1>
            <div className="row g-3 mt-2">
              {STATEMENTS.map(({ title, statement }) => (
                <div key={title.id} className="col-12 col-md-6">
                  <div className="hero-banner__statement">
                    <h2 className="hero-banner__statement-title">{i18n._(title)}</h2>
                    <p className="mb-0">{i18n._(statement)}</p>
                  </div>
                </div>
              ))}
            </div>
            {/* Spec §1: the button does nothing. */}
            <Button variant="warning" size="lg" className="hero-banner__cta mt-4" type="button">
              <Trans>More Info</Trans>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
