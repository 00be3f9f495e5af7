import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useProfile } from '@/features/profile/api/get-profile';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';

/** `/edit-profile` (spec §2): the profile form and a password change. Behind `RequireAuth`. */
export default function EditProfileRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const profile = useProfile(email);
  const { t } = useLingui();

  return (
    <>
      <PageHeader title={t`Edit Profile`} eyebrow={t`Your account`}>
        <Trans>
          Keep your name, photo and contact details up to date for invoices and deliveries.
        </Trans>
      </PageHeader>
      <div className="container py-4 py-md-5">
        <p className="mb-4">
          <Link to={paths.dashboard.myProfile.getHref()}>
            &larr; <Trans>Back to My Profile</Trans>
          </Link>
        </p>
        <QueryState
          query={profile}
          loadingLabel={t`Loading your profile…`}
          errorMessage={t`We could not load your profile.`}
        >
          {(data) => (
            <div className="row g-4 align-items-start">
              <div className="col-12 col-lg-7">
                <EditProfileForm
                  email={email}
                  profile={data}
                  onSaved={() => {
                    // The greeting shows the session's name, which the display name updates.
                    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
                    void navigate(paths.dashboard.myProfile.getHref());
                  }}
                />
              </div>
              <div className="col-12 col-lg-5">
                <ChangePasswordCard />
              </div>
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
