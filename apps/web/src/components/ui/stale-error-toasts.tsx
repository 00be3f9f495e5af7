import { useEffect, useRef } from 'react';
import { toast, useToasterStore, type Toast } from 'react-hot-toast';
import { useLocation } from 'react-router';

/** Whether react-hot-toast numbered the toast itself, rather than its caller naming it. */
const isAnonymous = (item: Toast) => /^\d+$/.test(item.id);

const visibleErrors = (toasts: readonly Toast[]) =>
  toasts.filter((item) => item.type === 'error' && item.visible);

/**
 * Keeps error toasts to the moment they are about (decision 116): an error is dismissed once a
 * later success shows (a declined card, then the payment that went through) and when the page
 * changes. An error its caller gave an id of its own (e.g. `admin-only`, raised with the redirect
 * it explains) outlives the page change. Renders nothing; sits inside the router.
 */
export function StaleErrorToasts() {
  const { pathname } = useLocation();
  const { toasts } = useToasterStore();
  const latest = useRef(toasts);
  const shownPath = useRef(pathname);

  useEffect(() => {
    latest.current = toasts;
    const lastSuccess = Math.max(
      ...toasts.filter((item) => item.type === 'success').map((item) => item.createdAt),
    );
    for (const error of visibleErrors(toasts)) {
      if (error.createdAt < lastSuccess) toast.dismiss(error.id);
    }
  }, [toasts]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const error of visibleErrors(latest.current)) {
      if (isAnonymous(error)) toast.dismiss(error.id);
    }
  }, [pathname]);

  return null;
}
