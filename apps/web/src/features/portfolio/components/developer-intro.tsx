import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/ui/icon';
import { SKILLS } from '../projects';

/** The developer's introduction with the CV download link (spec §2). */
export function DeveloperIntro() {
  const { t } = useLingui();
  return (
    <section className="developer-intro" aria-labelledby="developer-name">
      <div className="container py-5">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-md-5 col-lg-4">
            <img
              src="/images/developer.webp"
              alt={t`Arif Hossain, full-stack TypeScript developer`}
              width={400}
              height={400}
              className="developer-intro__photo"
            />
          </div>
          <div className="col-12 col-md-7 col-lg-8">
            <p className="section-heading__eyebrow mb-2">
              <Trans>My Portfolio</Trans>
            </p>
            <h1 id="developer-name" className="developer-intro__name">
              Arif Hossain
            </h1>
            <p className="developer-intro__role">
              <Trans>Full-stack TypeScript developer</Trans>
            </p>
            <p className="developer-intro__text">
              <Trans>
                I build web applications for businesses end to end: typed APIs, relational data
                models and fast, accessible interfaces. For the past six years I have worked with
                manufacturers and distributors in Dhaka on ordering, inventory and payment systems —
                including this shop for Partline.
              </Trans>
            </p>
            <ul
              className="developer-intro__skills list-unstyled d-flex flex-wrap gap-2"
              aria-label={t`Skills`}
            >
              {SKILLS.map((skill) => (
                <li key={skill} className="tag">
                  {skill}
                </li>
              ))}
            </ul>
            <a href="/partline-developer-cv.pdf" download className="btn btn-primary btn-lg">
              <Icon name="download" size={18} className="me-2" />
              <Trans>Download CV</Trans>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
