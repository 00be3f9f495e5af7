import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The band that opens an inner page: a small label, the page heading and a lead sentence. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="container py-4 py-lg-5">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title">{title}</h1>
        {children ? <p className="page-header__lead">{children}</p> : null}
      </div>
    </div>
  );
}
