import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';

// On a loaded two-core CI machine a lazy route chunk can take more than the default 1 s to load.
configure({ asyncUtilTimeout: 5_000 });
// The same for `vi.waitFor`, whose own default is 1 s too; a test that names a timeout keeps it.
const waitOneSecond = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitOneSecond(
    callback,
    typeof options === 'number' ? options : { timeout: 5_000, ...options },
  )) as typeof vi.waitFor;

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The app's one Lingui instance: a test that switched to Bangla leaves the next one in English.
  if (i18n.locale !== 'en') i18n.activate('en');
});

// jsdom has no matchMedia; Swiper reads its breakpoints with it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
// jsdom does not scroll (and logs "Not implemented" when asked to).
window.scrollTo = () => {};

// jsdom has no ResizeObserver; recharts' ResponsiveContainer (admin overview) observes its box.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

// jsdom has no IntersectionObserver; react-countup's scroll spy waits on one that never fires.
if (!('IntersectionObserver' in window)) {
  class NoIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    readonly scrollMargin = '0px';
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    value: NoIntersectionObserver,
  });
}
