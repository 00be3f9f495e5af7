import { useLingui } from '@lingui/react/macro';

export interface PageSpinnerProps {
  /** Read by screen readers while the content loads. */
  label?: string;
  /** `page` fills most of the viewport; `section` sits inside a page section. */
  size?: 'page' | 'section';
}

/** A centred spinner (spec §2, §4) with a visually hidden label. */
export function PageSpinner({ label, size = 'section' }: PageSpinnerProps) {
  const { t } = useLingui();
  return (
    <div
      className={`d-flex justify-content-center align-items-center ${size === 'page' ? 'page-spinner' : 'py-5'}`}
    >
      {/* Bootstrap's spinner markup, as react-bootstrap's `Spinner` writes it: the loading
          placeholder is part of the entry (decision 045). */}
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{label ?? t`Loading…`}</span>
      </div>
    </div>
  );
}

/** A page's loading placeholder: shown in its place while its code loads on the first visit. */
export function PageFallback() {
  return (
    <div className="page-fallback">
      <PageSpinner size="page" />
    </div>
  );
}
