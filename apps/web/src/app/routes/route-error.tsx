import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';

/** Shown when a page fails to load or render (e.g. its code could not be fetched after a deploy). */
export default function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <main id="main-content" className="container py-5">
      <PageTitle title="Something Went Wrong" />
      <div className="not-found mx-auto text-center">
        <h1 className="not-found__title">Something went wrong</h1>
        <p className="not-found__text">
          This page could not be shown. Reload the page, or go back home and try again.
          {detail ? <span className="d-block mt-2">({detail})</span> : null}
        </p>
        <div className="d-flex justify-content-center gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <Link to={paths.home.getHref()} className="btn btn-outline-primary">
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
