import { USER_MESSAGES, type UserSummary } from '@partline/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { QueryError } from '@/components/ui/query-error';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useUsers } from '@/features/users/api/get-users';
import { useMakeAdmin } from '@/features/users/api/make-admin';
import { useRemoveAdmin } from '@/features/users/api/remove-admin';
import { DataTable } from '@/components/ui/data-table';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A user's name as the table shows it ('N/A' and empty names show a dash). */
const nameOf = (user: UserSummary) =>
  user.displayName && user.displayName !== USER_MESSAGES.notAvailable ? user.displayName : '—';

/**
 * `/dashboard/make-admin` (spec §2, admin): every user with their role; 'Make Admin' grants the
 * admin role, 'Remove' takes it after a confirmation. Removing yourself is refused with
 * "You can't remove yourself from admin" (spec §6), here and by the server.
 */
export default function MakeAdminRoute() {
  const { user: me } = useAuth();
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const [toRemove, setToRemove] = useState<UserSummary | null>(null);
  // The dialog keeps showing the user while it fades out.
  const [shown, setShown] = useState<UserSummary | null>(null);

  const grant = (user: UserSummary) => {
    makeAdmin.mutate(user.email, {
      onSuccess: () => toast.success(`${user.email} is now an admin`),
      onError: (error) => toast.error(error.message),
    });
  };

  const askToRemove = (user: UserSummary) => {
    if (me && sameEmail(me.email, user.email)) {
      toast.error(USER_MESSAGES.cannotRemoveYourself);
      return;
    }
    setShown(user);
    setToRemove(user);
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    const { email } = toRemove;
    removeAdmin.mutate(email, {
      onSuccess: () => toast.success(`${email} is no longer an admin`),
      onError: (error) => toast.error(error.message),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <section className="dashboard-page">
      <PageTitle title="Make Admin" />
      <h1 className="dashboard-page__title">Make Admin</h1>
      {users.isPending ? <PageSpinner label="Loading users…" /> : null}
      {users.isError ? (
        <QueryError message="We could not load the users." onRetry={() => void users.refetch()} />
      ) : null}
      {users.data && users.data.length > 0 ? (
        <div className="admin-table">
          <DataTable label="All users">
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user, index) => {
                const isMe = me ? sameEmail(me.email, user.email) : false;
                const pending =
                  (makeAdmin.isPending && makeAdmin.variables === user.email) ||
                  (removeAdmin.isPending && removeAdmin.variables === user.email);
                return (
                  <tr key={user._id}>
                    <td>{index + 1}</td>
                    <td className="admin-table__name">
                      {user.email}
                      {isMe ? <span className="text-muted fw-normal"> (you)</span> : null}
                    </td>
                    <td>{nameOf(user)}</td>
                    <td>
                      {user.role === 'admin' ? (
                        <Badge bg="primary">Admin</Badge>
                      ) : (
                        <Badge bg="light" text="dark" className="border">
                          User
                        </Badge>
                      )}
                    </td>
                    <td>
                      {user.role === 'admin' ? (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          disabled={pending}
                          onClick={() => askToRemove(user)}
                          aria-label={`Remove ${user.email} from admin`}
                        >
                          Remove
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="primary"
                          disabled={pending}
                          onClick={() => grant(user)}
                          aria-label={`Make ${user.email} an admin`}
                        >
                          Make Admin
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </div>
      ) : null}
      <ConfirmDialog
        show={toRemove !== null}
        title="Do You Want to Remove This Admin?"
        confirmLabel="Yes, Remove"
        cancelLabel="Keep Admin"
        pending={removeAdmin.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      >
        {shown ? (
          <p className="mb-0">
            <strong>{shown.email}</strong> keeps their account and orders but loses access to the
            back-office.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
