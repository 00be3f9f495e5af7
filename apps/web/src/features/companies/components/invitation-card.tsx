import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  MEMBERSHIP_MESSAGES,
  type InvitationPreview,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { paths } from '@/config/paths';
import { useAcceptInvitation } from '../api/accept-invitation';

export interface InvitationCardProps {
  token: string;
  invitation: InvitationPreview;
  /** The signed-in user's e-mail, or `null` when signed out. */
  signedInAs: string | null;
}

/**
 * An invitation to join a company (decision 131): accept it signed in with the invited e-mail,
 * or sign in / create an account with it first (back here afterwards). It says that joining
 * revokes the person's own API keys and webhook endpoints (decision 293).
 */
export function InvitationCard({ token, invitation, signedInAs }: InvitationCardProps) {
  const { t } = useLingui();
  const buyerText = useBuyerText();
  const { companyName, email } = invitation;
  const role = buyerText(COMPANY_ROLE_LABELS[invitation.role]);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  // Signing in or up comes back here (useReturnTo reads `state.from`), starting with the invited
  // address (`state.email`).
  const back = { from: { pathname: paths.invitation.getHref(token) }, email: invitation.email };
  const sameEmail = signedInAs?.toLowerCase() === invitation.email.toLowerCase();
  return (
    <div className="card shadow-sm">
      <div className="card-body">
        <p className="mb-2">
          <Trans>
            You are invited to order for <strong>{companyName}</strong> as {role}.
          </Trans>
        </p>
        <p className="small text-body-secondary">
          <Trans>The invitation is for {email}.</Trans>
        </p>
        <p className="small text-body-secondary">
          {buyerText(MEMBERSHIP_MESSAGES.personalIntegrationsRevoked)}
        </p>
        {signedInAs === null ? (
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={paths.signUp.getHref()} state={back}>
              <Trans>Create an account</Trans>
            </Link>
            <Link className="btn btn-outline-primary" to={paths.login.getHref()} state={back}>
              <Trans>Sign in</Trans>
            </Link>
          </div>
        ) : sameEmail ? (
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => {
                  toast.success(buyerText(COMPANY_MESSAGES.joined));
                  void navigate(paths.dashboard.company.getHref());
                },
                onError: (error) => toast.error(buyerText(error.message)),
              })
            }
          >
            {t`Join ${companyName}`}
          </Button>
        ) : (
          <p className="text-danger-emphasis mb-0">
            {t`This invitation is for ${email}; sign in with that e-mail address to accept it`}
          </p>
        )}
      </div>
    </div>
  );
}
