import { useLingui } from '@lingui/react/macro';
import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  type CompanyInvitation,
  type CurrencyCode,
} from '@partline/shared';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useFormat } from '@/lib/i18n/format';
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
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;
  return (
    <ul className="list-unstyled mb-3" aria-label={t`Pending invitations`}>
      {invitations.map((invitation) => {
        const until = format.shortDate(new Date(invitation.expiresAt));
        const { email } = invitation;
        return (
          <li key={invitation._id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span>
              <strong>{invitation.email}</strong> ·{' '}
              {buyerText(COMPANY_ROLE_LABELS[invitation.role])} ·{' '}
              {invitation.monthlySpendingLimit === null ? (
                t`No limit`
              ) : (
                <Money amount={invitation.monthlySpendingLimit} currency={currency} />
              )}{' '}
              · {t`until ${until}`}
            </span>
            <RowAction
              on={t`the invitation of ${email}`}
              variant="link"
              className="text-danger-emphasis p-0"
              onClick={() =>
                revoke.mutate(
                  invitation._id,
                  toastOutcome(buyerText(COMPANY_MESSAGES.invitationRevoked)),
                )
              }
            >
              {t`Withdraw`}
            </RowAction>
          </li>
        );
      })}
    </ul>
  );
}
