import { PageTitle } from '@/components/ui/page-title';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ManageAdmins } from '@/features/users/components/manage-admins';

/** `/dashboard/make-admin` (spec §2, admin): every user with their role, and the admin rights. */
export default function MakeAdminRoute() {
  const { user } = useAuth();
  return (
    <section className="dashboard-page">
      <PageTitle title="Make Admin" />
      <h1 className="dashboard-page__title">Make Admin</h1>
      <ManageAdmins myEmail={user?.email} />
    </section>
  );
}
