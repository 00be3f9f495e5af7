import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/ui/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import { DeveloperIntro } from '@/features/portfolio/components/developer-intro';
import { ProjectCard } from '@/features/portfolio/components/project-card';
import { PROJECTS } from '@/features/portfolio/projects';

/** `/portfolio` (spec §2): developer intro, CV download link and three project cards. */
export default function PortfolioRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`My Portfolio`} />
      <DeveloperIntro />
      <section className="container py-5" aria-labelledby="projects-title">
        <SectionHeading id="projects-title" title={t`Projects`} eyebrow={t`Selected work`}>
          <Trans>Three projects I designed and built from the first sketch to production.</Trans>
        </SectionHeading>
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
          {PROJECTS.map((project) => (
            <li key={project.image} className="col">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
