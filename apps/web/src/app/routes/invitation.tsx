import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY_MESSAGES } from '@partline/shared';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useInvitation } from '@/features/companies/api/accept-invitation';
import { InvitationCard } from '@/features/companies/components/invitation-card';

/** `/invitations/{token}` (decision 131): an invitation to join a company, to accept. */
export default function InvitationRoute() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const { user } = useAuth();
  const { t } = useLingui();
  const specText = useBuyerText();
  return (
    <section className="container py-4 py-md-5">
      <PageTitle title={t`Invitation`} />
      <h1 className="h3 mb-3">
        <Trans>Join a company on Partline</Trans>
      </h1>
      <QueryState
        query={invitation}
        loadingLabel={t`Loading the invitation…`}
        errorMessage={specText(invitation.error?.message ?? COMPANY_MESSAGES.invitationNotFound)}
      >
        {(data) => (
          <InvitationCard token={token} invitation={data} signedInAs={user?.email ?? null} />
        )}
      </QueryState>
    </section>
  );
}
