import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  formatShopShortDate,
  type CompanyInvitation,
  type CurrencyCode,
} from '@partline/shared';
import { toastOutcome } from '@/lib/toast-outcome';
import { useRevokeInvitation } from '../api/manage-members';
import { RowAction } from '@/components/ui/row-action';
import { Money } from '@/components/ui/money';

/** The invitations not accepted yet, each with 'Withdraw'; limits in the company's `currency`. */
export function PendingInvitations({
  invitations,
  currency,
}: {
  invitations: readonly CompanyInvitation[];
  currency: CurrencyCode;
}) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;
  return (
    <ul className="list-unstyled mb-3" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation._id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span>
            <strong>{invitation.email}</strong> · {COMPANY_ROLE_LABELS[invitation.role]} ·{' '}
            {invitation.monthlySpendingLimit === null ? (
              'No limit'
            ) : (
              <Money amount={invitation.monthlySpendingLimit} currency={currency} />
            )}{' '}
            · until {formatShopShortDate(new Date(invitation.expiresAt))}
          </span>
          <RowAction
            on={`the invitation of ${invitation.email}`}
            variant="link"
            className="text-danger-emphasis p-0"
            onClick={() =>
              revoke.mutate(invitation._id, toastOutcome(COMPANY_MESSAGES.invitationRevoked))
            }
          >
            Withdraw
          </RowAction>
        </li>
      ))}
    </ul>
  );
}
