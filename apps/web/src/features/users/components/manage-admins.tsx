import { formatQuantity, USER_MESSAGES, type UserSummary } from '@partline/shared';
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
  const [q] = useListSearch();
  const users = useUsers(q);
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const removal = useConfirm<UserSummary>();

  const grant = (user: UserSummary) => {
    makeAdmin.mutate(user.email, toastOutcome(`${user.email} is now an admin`));
  };

  const askToRemove = (user: UserSummary) => {
    if (myEmail && sameEmail(myEmail, user.email)) {
      toast.error(USER_MESSAGES.cannotRemoveYourself);
      return;
    }
    removal.ask(user);
  };

  const confirmRemove = ({ email }: UserSummary) =>
    removeAdmin.mutate(email, toastOutcome(`${email} is no longer an admin`, removal.close));

  const isMe = (user: UserSummary) => (myEmail ? sameEmail(myEmail, user.email) : false);
  const pending = (user: UserSummary) =>
    (makeAdmin.isPending && makeAdmin.variables === user.email) ||
    (removeAdmin.isPending && removeAdmin.variables === user.email);

  const columns: DataColumn<UserSummary>[] = [
    { header: 'No.', kind: 'index', cell: (_user, index) => formatQuantity(index + 1) },
    {
      header: 'Email',
      kind: 'title',
      className: 'admin-table__email',
      cell: (user) => (
        <>
          <Email address={user.email} />
          {isMe(user) ? <span className="text-muted fw-normal"> (you)</span> : null}
        </>
      ),
    },
    { header: 'Name', cell: nameOf },
    {
      header: 'Role',
      cell: (user) =>
        user.role === 'admin' ? (
          <Badge bg="primary">Admin</Badge>
        ) : (
          <Badge bg="light" text="dark" className="border">
            User
          </Badge>
        ),
    },
    {
      header: 'Action',
      kind: 'actions',
      cell: (user) =>
        user.role === 'admin' ? (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={pending(user)}
            onClick={() => askToRemove(user)}
            aria-label={`Remove ${user.email} from admin`}
          >
            Remove
          </Button>
        ) : (
          <Button
            size="sm"
            variant="primary"
            disabled={pending(user)}
            onClick={() => grant(user)}
            aria-label={`Make Admin: ${user.email}`}
          >
            Make Admin
          </Button>
        ),
    },
  ];

  return (
    <>
      <PagedAdminTable
        query={users}
        things="users"
        columns={columns}
        search={{ id: 'user-search', label: 'Search users', placeholder: 'E-mail or name' }}
      />
      <ConfirmDialog
        confirm={removal}
        title="Do You Want to Remove This Admin?"
        confirmLabel="Yes, Remove"
        cancelLabel="Keep Admin"
        pending={removeAdmin.isPending}
        onConfirm={confirmRemove}
      >
        {(item) => (
          <p className="mb-0">
            <strong>{item.email}</strong> keeps their account and orders but loses access to the
            back-office.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
