import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/**
 * The markup of `#root` for `path` as a signed-out visitor's first render shows it before any
 * server data has arrived: layout, navbar, the page's static content and its skeletons (decision
 * 073). Rendered at build time by `build/prerender.mts`; the browser's first render after the
 * page's chunk has loaded is the same, then data fills it.
 *
 * @param path a path of the route table without a query string, e.g. `/` or `/all-products`.
 * @throws when the path redirects or its route fails to load.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
