import Button from 'react-bootstrap/Button';
import { company } from '@/config/company';

/** The home banner (spec §1): mission and vision, and a 'More Info' button that does nothing. */
export function HeroBanner() {
  return (
    <section className="hero-banner" aria-labelledby="hero-title">
      <img
        src="/images/banner.webp"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="hero-banner__image"
      />
      <div className="container position-relative py-5">
        <div className="row">
          <div className="col-12 col-lg-9 col-xl-8">
            <p className="hero-banner__eyebrow">
              Computer parts manufacturer · since {company.founded}
            </p>
            <h1 id="hero-title" className="hero-banner__title">
              Precision computer parts, built for business
            </h1>
            <div className="row g-3 mt-2">
              <div className="col-12 col-md-6">
                <div className="hero-banner__statement">
                  <h2 className="hero-banner__statement-title">Our Mission</h2>
                  <p className="mb-0">{company.mission}</p>
                </div>
              </div>
              <div className="col-12 col-md-6">
                <div className="hero-banner__statement">
                  <h2 className="hero-banner__statement-title">Our Vision</h2>
                  <p className="mb-0">{company.vision}</p>
                </div>
              </div>
            </div>
            {/* Spec §1: the button does nothing. */}
            <Button variant="warning" size="lg" className="hero-banner__cta mt-4" type="button">
              More Info
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
