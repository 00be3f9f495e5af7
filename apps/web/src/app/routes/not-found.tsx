import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';

/** Any unknown path (spec §2, §8): 'Oops! Page Is not Available' with a link home. */
export default function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <div className="container py-5">
      <PageTitle title={t`Page Not Found`} />
      <div className="not-found mx-auto text-center">
        <img
          src="/images/not-found.webp"
          alt={t`An unplugged cable under a large 404`}
          width={800}
          height={600}
          className="not-found__image"
        />
        <h1 className="not-found__title">
          <Trans>Oops! Page Is not Available</Trans>
        </h1>
        <p className="not-found__text">
          <Trans>The page you are looking for was moved, removed or never existed.</Trans>
        </p>
        <Link to={paths.home.getHref()} className="btn btn-primary btn-lg">
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </div>
  );
}
