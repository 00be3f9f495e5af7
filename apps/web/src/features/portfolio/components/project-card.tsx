import { useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import type { Project } from '../projects';

export interface ProjectCardProps {
  project: Project;
}

/** A portfolio project: image, title, description and technology tags. */
export function ProjectCard({ project }: ProjectCardProps) {
  const { i18n, t } = useLingui();
  const title = i18n._(project.title);
  return (
    <Card as="article" className="project-card h-100">
      <img
        src={project.image}
        alt={t`Screenshot of ${title}`}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="card-img-top project-card__image"
      />
      <Card.Body className="d-flex flex-column">
        <h3 className="project-card__title">{title}</h3>
        <p className="project-card__text">{i18n._(project.description)}</p>
        <ul
          className="list-unstyled d-flex flex-wrap gap-2 mt-auto mb-0"
          aria-label={t`Technologies`}
        >
          {project.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
