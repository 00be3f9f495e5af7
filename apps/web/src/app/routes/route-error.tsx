import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';

/** Shown when a page fails to load or render (e.g. its code could not be fetched after a deploy). */
export default function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <main id="main-content" className="container py-5">
      <PageTitle title={t`Something Went Wrong`} />
      <div className="not-found mx-auto text-center">
        <h1 className="not-found__title">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="not-found__text">
          <Trans>
            This page could not be shown. Reload the page, or go back home and try again.
          </Trans>
          {detail ? <span className="d-block mt-2">({detail})</span> : null}
        </p>
        <div className="d-flex justify-content-center gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            <Trans>Reload</Trans>
          </button>
          <Link to={paths.home.getHref()} className="btn btn-outline-primary">
            <Trans>Back to Home</Trans>
          </Link>
        </div>
      </div>
    </main>
  );
}
