import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthSessionSync } from '@/features/auth/components/auth-session-sync';
import { createQueryClient } from '@/lib/query-client';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
}

/**
 * App-wide providers: TanStack Query for server data, the session follower (registration, access
 * token, request headers) and the toast outlet.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthSessionSync />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
