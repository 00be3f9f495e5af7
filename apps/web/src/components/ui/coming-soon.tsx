import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from './page-title';

export interface ComingSoonProps {
  /** The page's name, its `h1` and document title. */
  title: string;
  /** What the page will do. */
  description: string;
}

/** A placeholder for a page whose feature arrives in a later release. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <div className="container py-5">
      <PageTitle title={title} />
      <div className="coming-soon mx-auto text-center">
        <h1 className="coming-soon__title">{title}</h1>
        <p className="coming-soon__text">{description}</p>
        <p className="coming-soon__note">This feature is coming soon.</p>
        <Link to={paths.home.getHref()} className="btn btn-outline-primary">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
