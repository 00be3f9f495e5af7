import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

export interface PageHeaderProps {
  /** The page's one `h1`, and its document title unless `documentTitle` is given. */
  title: string;
  /** The document title when it differs from the heading: 'Cart' for 'Your cart'. */
  documentTitle?: string;
  eyebrow?: string;
  children?: ReactNode;
}

/**
 * The band that opens an inner page: a small label, the page heading and a lead sentence; it sets
 * the document title too.
 */
export function PageHeader({ title, documentTitle = title, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      <PageTitle title={documentTitle} />
      <div className="container py-4 py-lg-5">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title">{title}</h1>
        {children ? <p className="page-header__lead">{children}</p> : null}
      </div>
    </div>
  );
}
