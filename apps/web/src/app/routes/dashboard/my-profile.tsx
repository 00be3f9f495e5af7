import { Trans, useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useAddresses } from '@/features/address-book/api/addresses';
import { AddressBook } from '@/features/address-book/components/address-book';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileDetails } from '@/features/profile/components/profile-details';

/** `/dashboard/my-profile` (spec §2): the signed-in user's profile and address book (decision 127). */
export default function MyProfileRoute() {
  const { user } = useAuth();
  const profile = useProfile(user?.email ?? '');
  const addresses = useAddresses();
  const { t } = useLingui();

  return (
    <DashboardPage title={t`My Profile`}>
      <QueryState
        query={profile}
        loadingLabel={t`Loading your profile…`}
        errorMessage={t`We could not load your profile.`}
      >
        {(data) => <ProfileDetails profile={data} />}
      </QueryState>
      <h2 className="h5 mt-4">
        <Trans>Address book</Trans>
      </h2>
      <QueryState
        query={addresses}
        loadingLabel={t`Loading your address book…`}
        errorMessage={t`We could not load your address book.`}
      >
        {(book) => <AddressBook addresses={book} />}
      </QueryState>
    </DashboardPage>
  );
}
