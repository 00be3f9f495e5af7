import type { CSSProperties } from 'react';
import { resolveValue, toast as toastApi, useToaster, type Toast } from 'react-hot-toast';
import Spinner from 'react-bootstrap/Spinner';
import { Icon } from './icon';

const GUTTER_PX = 8;

function ToastIcon({ toast }: { toast: Toast }) {
  if (toast.icon !== undefined) return <span className="app-toast__icon">{toast.icon}</span>;
  switch (toast.type) {
    case 'success':
      return (
        <span className="app-toast__icon app-toast__icon--success">
          <Icon name="check" size={16} />
        </span>
      );
    case 'error':
      return (
        <span className="app-toast__icon app-toast__icon--error">
          <Icon name="close" size={16} />
        </span>
      );
    case 'loading':
      return <Spinner animation="border" size="sm" variant="primary" aria-hidden="true" />;
    default:
      return null;
  }
}

/**
 * Renders react-hot-toast's toasts (spec §4: blank, error, success, loading, custom; §9 lifetimes
 * and at most 20 kept — the library's defaults) with the app's own markup, so no styles are
 * injected at run time (the CSP allows style sheets from 'self' only). Below the navbar from the
 * top on wide screens, stacked up from the bottom on a phone (decision 116), where the top of the
 * page holds the navbar's menu button and the page's first controls.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  const { startPause, endPause, calculateOffset, updateHeight } = handlers;

  return (
    <div className="app-toaster" onMouseEnter={startPause} onMouseLeave={endPause}>
      {toasts.map((toast) => {
        const offset = calculateOffset(toast, { reverseOrder: false, gutter: GUTTER_PX });
        const measure = (element: HTMLDivElement | null) => {
          if (element && typeof toast.height !== 'number') {
            updateHeight(toast.id, element.getBoundingClientRect().height);
          }
        };
        const message = resolveValue(toast.message, toast);
        return (
          <div
            key={toast.id}
            ref={measure}
            className={`app-toast-slot ${toast.visible ? 'is-visible' : ''}`}
            // How far from the first toast, px: down the screen from the top, or up from the
            // bottom on a phone (layout.css reads it).
            style={{ '--app-toast-offset': `${offset}px` } as CSSProperties}
          >
            {toast.type === 'custom' ? (
              <div {...toast.ariaProps}>{message}</div>
            ) : (
              <div
                className={`app-toast app-toast--${toast.type} ${toast.className ?? ''}`}
                style={toast.style}
              >
                <ToastIcon toast={toast} />
                <div className="app-toast__message" {...toast.ariaProps}>
                  {message}
                </div>
                {toast.type !== 'loading' ? (
                  <button
                    type="button"
                    className="btn-close btn-close-sm app-toast__close"
                    aria-label="Dismiss notification"
                    onClick={() => toastApi.dismiss(toast.id)}
                  />
                ) : null}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
