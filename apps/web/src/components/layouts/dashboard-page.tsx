import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';

export interface DashboardPageProps {
  /** The document title (`<title>`) and, unless `heading` says more, the page's one `h1`. */
  title: string;
  /** The `h1` when it says more than the document title: `Quote Q-2026-0001`. */
  heading?: ReactNode;
  /** A sentence under the heading on what the page holds. */
  lead?: ReactNode;
  /** Classes of the page's own after `dashboard-page`: `admin-overview`. */
  className?: string;
  children: ReactNode;
}

/**
 * A dashboard page's frame (the bulletproof-react content layout): the document title, the page's
 * heading and lead, then the features that make the page.
 */
export function DashboardPage({
  title,
  heading = title,
  lead,
  className,
  children,
}: DashboardPageProps) {
  return (
    <section className={className ? `dashboard-page ${className}` : 'dashboard-page'}>
      <PageTitle title={title} />
      <h1 className={lead ? 'dashboard-page__title mb-1' : 'dashboard-page__title'}>{heading}</h1>
      {lead ? <p className="admin-overview__period">{lead}</p> : null}
      {children}
    </section>
  );
}
