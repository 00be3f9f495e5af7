import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useInvitation } from '@/features/companies/api/accept-invitation';
import { InvitationCard } from '@/features/companies/components/invitation-card';

/** `/invitations/{token}` (decision 131): an invitation to join a company, to accept. */
export default function InvitationRoute() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const { user } = useAuth();
  return (
    <section className="container py-4 py-md-5">
      <PageTitle title="Invitation" />
      <h1 className="h3 mb-3">Join a company on Partline</h1>
      <QueryState
        query={invitation}
        loadingLabel="Loading the invitation…"
        errorMessage={invitation.error?.message ?? 'This invitation link is not valid'}
      >
        {(data) => (
          <InvitationCard token={token} invitation={data} signedInAs={user?.email ?? null} />
        )}
      </QueryState>
    </section>
  );
}
