import { PageTitle } from '@/components/ui/page-title';

export interface DashboardPlaceholderProps {
  /** The page's `h1` and document title. */
  title: string;
  /** What the page will do. */
  description: string;
}

/** A dashboard page whose feature arrives with a later issue. */
export function DashboardPlaceholder({ title, description }: DashboardPlaceholderProps) {
  return (
    <section className="dashboard-page">
      <PageTitle title={title} />
      <h1 className="dashboard-page__title">{title}</h1>
      <div className="dashboard-placeholder">
        <p className="mb-2">{description}</p>
        <p className="coming-soon__note mb-0">This feature is coming soon.</p>
      </div>
    </section>
  );
}
