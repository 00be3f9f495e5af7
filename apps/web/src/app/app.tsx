import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { router } from './browser-router';

/** The whole web app: providers around the router. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
