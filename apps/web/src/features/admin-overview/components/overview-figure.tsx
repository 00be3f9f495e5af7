import { useId, type ReactNode } from 'react';

export interface OverviewFigureProps {
  label: string;
  value: ReactNode;
  /** A line under the value (what it counts). */
  note?: ReactNode;
}

/** One headline number: a named group, so tests and screen readers find it by its label. */
export function OverviewFigure({ label, value, note }: OverviewFigureProps) {
  const id = useId();
  return (
    <div className="overview-figure" role="group" aria-labelledby={id}>
      <p className="overview-figure__label" id={id}>
        {label}
      </p>
      <p className="overview-figure__value">{value}</p>
      {note ? <p className="overview-figure__note">{note}</p> : null}
    </div>
  );
}
