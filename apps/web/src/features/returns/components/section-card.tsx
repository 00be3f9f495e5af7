import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface SectionCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Beside the heading, at its end: a button. */
  aside?: ReactNode;
  border?: 'primary' | 'warning';
  children: ReactNode;
}

/** A card of a returns page: a section named by its `h2`, with its content under it. */
export function SectionCard({ id, title, aside, border, children }: SectionCardProps) {
  return (
    <Card as="section" aria-labelledby={id} {...(border ? { border } : {})}>
      <Card.Body>
        {aside ? (
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <h2 id={id} className="h5 mb-0">
              {title}
            </h2>
            {aside}
          </div>
        ) : (
          <h2 id={id} className="h5">
            {title}
          </h2>
        )}
        {children}
      </Card.Body>
    </Card>
  );
}
