import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export interface AfterHydrationProps {
  /** Typically a lazy component: rendered once the page has hydrated. */
  children: ReactNode;
  /** Rendered in the server's markup, in its hydration, and while `children`' code loads. */
  fallback: ReactNode;
}

/**
 * A Suspense boundary whose `children` render only after hydration (decision 348). The server
 * renders `fallback`, and so does the browser's first render of that markup: a lazy component
 * neither leaves a boundary the server could not finish (which hydration reports as an error and
 * renders anew) nor holds the page's hydration until its chunk has arrived.
 */
export function AfterHydration({ children, fallback }: AfterHydrationProps) {
  const hydrated = useHydrated();
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
