import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';

/** Any unknown path (spec §2, §8): 'Oops! Page Is not Available' with a link home. */
export default function NotFoundRoute() {
  return (
    <div className="container py-5">
      <PageTitle title="Page Not Found" />
      <div className="not-found mx-auto text-center">
        <img
          src="/images/not-found.webp"
          alt="An unplugged cable under a large 404"
          width={800}
          height={600}
          className="not-found__image"
        />
        <h1 className="not-found__title">Oops! Page Is not Available</h1>
        <p className="not-found__text">
          The page you are looking for was moved, removed or never existed.
        </p>
        <Link to={paths.home.getHref()} className="btn btn-primary btn-lg">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
