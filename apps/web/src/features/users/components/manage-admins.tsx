import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { USER_MESSAGES, type UserSummary } from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import type { DataColumn } from '@/components/ui/data-table';
import { PagedAdminTable } from '@/components/ui/paged-admin-table';
import { Email } from '@/components/ui/email';
import { toastOutcome } from '@/lib/toast-outcome';
import { useListSearch } from '@/lib/use-list-search';
import { useUsers } from '../api/get-users';
import { useMakeAdmin, useRemoveAdmin } from '../api/admin-role';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A user's name as the table shows it ('N/A' and empty names show a dash). */
const nameOf = (user: UserSummary) =>
  user.displayName && user.displayName !== USER_MESSAGES.notAvailable ? user.displayName : '—';

export interface ManageAdminsProps {
  /** The signed-in admin's e-mail: their row says '(you)' and cannot remove itself. */
  myEmail: string | undefined;
}

/**
 * Make Admin (spec §2, admin): every user with their role; 'Make Admin' grants the admin role,
 * 'Remove' takes it after a confirmation. Removing yourself is refused with "You can't remove
 * yourself from admin" (spec §6), here and by the server. Newest first, 50 at a time with
 * 'Load more users' (decision 217); the search box finds users by e-mail or name (decision 247).
 */
export function ManageAdmins({ myEmail }: ManageAdminsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const [q] = useListSearch();
  const users = useUsers(q);
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const removal = useConfirm<UserSummary>();

  const grant = (user: UserSummary) => {
    const { email } = user;
    makeAdmin.mutate(email, toastOutcome(t`${email} is now an admin`));
  };

  const askToRemove = (user: UserSummary) => {
    if (myEmail && sameEmail(myEmail, user.email)) {
      toast.error(text(USER_MESSAGES.cannotRemoveYourself));
      return;
    }
    removal.ask(user);
  };

  const confirmRemove = ({ email }: UserSummary) =>
    removeAdmin.mutate(email, toastOutcome(t`${email} is no longer an admin`, removal.close));

  const isMe = (user: UserSummary) => (myEmail ? sameEmail(myEmail, user.email) : false);
  const pending = (user: UserSummary) =>
    (makeAdmin.isPending && makeAdmin.variables === user.email) ||
    (removeAdmin.isPending && removeAdmin.variables === user.email);

  const removeName = ({ email }: UserSummary) => t`Remove ${email} from admin`;
  const grantName = ({ email }: UserSummary) => t`Make Admin: ${email}`;
  const columns: DataColumn<UserSummary>[] = [
    { header: t`No.`, kind: 'index', cell: (_user, index) => format.number(index + 1) },
    {
      header: t`Email`,
      kind: 'title',
      className: 'admin-table__email',
      cell: (user) => (
        <>
          <Email address={user.email} />
          {isMe(user) ? (
            <span className="text-muted fw-normal">
              {' '}
              <Trans>(you)</Trans>
            </span>
          ) : null}
        </>
      ),
    },
    { header: t`Name`, cell: nameOf },
    {
      header: t`Role`,
      cell: (user) =>
        user.role === 'admin' ? (
          <Badge bg="primary">
            <Trans>Admin</Trans>
          </Badge>
        ) : (
          <Badge bg="light" text="dark" className="border">
            <Trans>User</Trans>
          </Badge>
        ),
    },
    {
      header: t`Action`,
      kind: 'actions',
      cell: (user) =>
        user.role === 'admin' ? (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={pending(user)}
            onClick={() => askToRemove(user)}
            aria-label={removeName(user)}
          >
            <Trans>Remove</Trans>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="primary"
            disabled={pending(user)}
            onClick={() => grant(user)}
            aria-label={grantName(user)}
          >
            <Trans>Make Admin</Trans>
          </Button>
        ),
    },
  ];

  return (
    <>
      <PagedAdminTable
        query={users}
        things={t`users`}
        columns={columns}
        search={{ id: 'user-search', label: t`Search users`, placeholder: t`E-mail or name` }}
      />
      <ConfirmDialog
        confirm={removal}
        title={t`Do You Want to Remove This Admin?`}
        confirmLabel={t`Yes, Remove`}
        cancelLabel={t`Keep Admin`}
        pending={removeAdmin.isPending}
        onConfirm={confirmRemove}
      >
        {({ email }) => (
          <p className="mb-0">
            <Trans>
              <strong>{email}</strong> keeps their account and orders but loses access to the
              back-office.
            </Trans>
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
