import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/ui/page-title';

export interface DashboardWelcomeProps {
  /** The signed-in user's name. */
  name: string;
}

/** The bare `/dashboard` (spec §2): a welcome heading and picture. */
export function DashboardWelcome({ name }: DashboardWelcomeProps) {
  const { t } = useLingui();
  return (
    <section className="dashboard-page dashboard-welcome">
      <PageTitle title={t`Dashboard`} />
      <h1 className="dashboard-page__title">
        <Trans>Welcome to your Dashboard, {name}</Trans>
      </h1>
      <p className="dashboard-welcome__lead">
        <Trans>
          Choose a page in the menu to follow your orders, manage your profile and more.
        </Trans>
      </p>
      <img
        src="/images/dashboard-welcome.webp"
        alt={t`A Partline workstation with parts ready for delivery`}
        width={800}
        height={600}
        className="dashboard-welcome__image"
      />
    </section>
  );
}
