import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';

export interface AuthLayoutProps {
  /** The page's `h1` and document title. */
  title: string;
  /** One sentence under the title. */
  lead?: string;
  children: ReactNode;
  /** Under the card: e.g. the link to the other auth page. */
  footer?: ReactNode;
}

/** The centred card of the sign-in pages (login, sign-up, password reset). */
export function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <PageTitle title={title} />
      <div className="container py-4 py-md-5">
        <div className="auth-card card mx-auto">
          <div className="card-body">
            <h1 className="auth-card__title">{title}</h1>
            {lead ? <p className="auth-card__lead">{lead}</p> : null}
            {children}
          </div>
        </div>
        {footer ? <div className="auth-page__footer text-center">{footer}</div> : null}
      </div>
    </div>
  );
}
