import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { AfterHydration } from '@/components/ui/after-hydration';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

// The session's followers render nothing: they load beside the shell, not in the entry.
const SessionFollowers = lazy(() => import('./session-followers'));

// The toast outlet loads after the first paint (no toast is up then); a toast raised before it has
// loaded waits in react-hot-toast's store and shows when it arrives.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
}

/**
 * App-wide providers: the language (Lingui, decision 325), TanStack Query for server data, the
 * session follower (registration, access token, request headers), the language's follower and the
 * toast outlet.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AfterHydration fallback={null}>
          <SessionFollowers />
        </AfterHydration>
        {children}
        <AfterHydration fallback={null}>
          <Toaster />
        </AfterHydration>
      </QueryClientProvider>
    </I18nProvider>
  );
}
