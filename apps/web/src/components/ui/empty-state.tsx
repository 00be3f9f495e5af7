import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  /** What to do or expect instead. */
  children?: ReactNode;
}

/** A list with nothing in it yet: a title and a line of explanation (or a call to action). */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="orders-empty">
      <p className="orders-empty__title">{title}</p>
      {children}
    </div>
  );
}
