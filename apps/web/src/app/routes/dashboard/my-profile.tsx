import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { QueryError } from '@/components/ui/query-error';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileDetails } from '@/features/profile/components/profile-details';

/** `/dashboard/my-profile` (spec §2): the signed-in user's profile. */
export default function MyProfileRoute() {
  const { user } = useAuth();
  const profile = useProfile(user?.email ?? '');

  return (
    <section className="dashboard-page">
      <PageTitle title="My Profile" />
      <h1 className="dashboard-page__title">My Profile</h1>
      {profile.isPending ? <PageSpinner label="Loading your profile…" /> : null}
      {profile.isError ? (
        <QueryError
          message="We could not load your profile."
          onRetry={() => void profile.refetch()}
        />
      ) : null}
      {profile.data ? <ProfileDetails profile={profile.data} /> : null}
    </section>
  );
}
