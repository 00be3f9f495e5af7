import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export interface WhenNearViewportProps {
  /** Rendered once the placeholder comes near the viewport (typically a lazy component). */
  children: ReactNode;
  /** Shown until then; keep its size close to the content's so that nothing moves. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start, as a CSS margin (default 400 px above and below). */
  rootMargin?: string;
}

/**
 * Renders `placeholder` until it is within `rootMargin` of the viewport, then `children` for good.
 * Below-the-fold sections use it to load their code and data only when a visitor scrolls towards
 * them (decision 045). Without IntersectionObserver the children render right after the first
 * render, which is the placeholder everywhere, the server's render included (decision 348).
 */
export function WhenNearViewport({
  children,
  placeholder,
  rootMargin = '400px 0px',
}: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  if (near || (hydrated && typeof IntersectionObserver === 'undefined')) return children;
  return <div ref={ref}>{placeholder}</div>;
}
