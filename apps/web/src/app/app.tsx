import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { router } from './browser-router';

/** Props of {@link App}. */
export interface AppProps {
  /** The query cache to start from (a server-rendered page's data); the app makes one without. */
  queryClient?: QueryClient;
}

/** The whole web app: providers around the router. */
export function App({ queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
