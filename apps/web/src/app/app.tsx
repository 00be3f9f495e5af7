import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createRouter } from './router';

/** One router for the page's lifetime (created once, outside React's render cycle). */
const router = createRouter();

/** The whole web app: providers around the router. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
