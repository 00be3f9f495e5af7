import { PageTitle } from '@/components/ui/page-title';

export interface DashboardWelcomeProps {
  /** The signed-in user's name. */
  name: string;
}

/** The bare `/dashboard` (spec §2): a welcome heading and picture. */
export function DashboardWelcome({ name }: DashboardWelcomeProps) {
  return (
    <section className="dashboard-page dashboard-welcome">
      <PageTitle title="Dashboard" />
      <h1 className="dashboard-page__title">Welcome to your Dashboard, {name}</h1>
      <p className="dashboard-welcome__lead">
        Choose a page in the menu to follow your orders, manage your profile and more.
      </p>
      <img
        src="/images/dashboard-welcome.webp"
        alt="A Partline workstation with parts ready for delivery"
        width={800}
        height={600}
        className="dashboard-welcome__image"
      />
    </section>
  );
}
