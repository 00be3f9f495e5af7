import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { i18n } from '@/lib/i18n/i18n';

/** Testing Library's `render` inside the app's Lingui provider, for a component on its own. */
export function renderWithI18n(ui: ReactElement, options: RenderOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper, ...options });
}

/** A QueryClient for one test: no retries, so failures show at once. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders the whole app (real routes, providers) at `path`, with a fresh test QueryClient unless
 * one is given (e.g. one holding a server-rendered page's data).
 */
export function renderApp(path: string, { queryClient }: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient ?? createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** Renders one component inside the providers and a router (for components that link). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/confirm-purchase/:id', element: <p>Confirm purchase page</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
