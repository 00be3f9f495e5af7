import { Suspense, type ReactNode } from 'react';

export interface ChartFrameProps {
  /** What the chart shows, for screen readers (the numbers are in a table nearby). */
  label: string;
  /** Height the chart will take, px: kept while its code loads, so nothing jumps. */
  height: number;
  children: ReactNode;
}

/**
 * A lazily loaded chart: one image for assistive technology (`role="img"` with `label`), a quiet
 * placeholder of the same height while the chart library loads.
 */
export function ChartFrame({ label, height, children }: ChartFrameProps) {
  return (
    <div className="overview-chart" role="img" aria-label={label} style={{ minHeight: height }}>
      <Suspense fallback={<div className="overview-chart__placeholder" style={{ height }} />}>
        {children}
      </Suspense>
    </div>
  );
}
