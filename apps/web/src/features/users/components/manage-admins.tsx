import { USER_MESSAGES, type UserSummary } from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { useRemoveAdmin } from '../api/remove-admin';

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
 * yourself from admin" (spec §6), here and by the server.
 */
export function ManageAdmins({ myEmail }: ManageAdminsProps) {
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const removal = useConfirm<UserSummary>();

  const grant = (user: UserSummary) => {
    makeAdmin.mutate(user.email, {
      onSuccess: () => toast.success(`${user.email} is now an admin`),
      onError: (error) => toast.error(error.message),
    });
  };

  const askToRemove = (user: UserSummary) => {
    if (myEmail && sameEmail(myEmail, user.email)) {
      toast.error(USER_MESSAGES.cannotRemoveYourself);
      return;
    }
    removal.ask(user);
  };

  const confirmRemove = () => {
    const toRemove = removal.target;
    if (!toRemove) return;
    const { email } = toRemove;
    removeAdmin.mutate(email, {
      onSuccess: () => toast.success(`${email} is no longer an admin`),
      onError: (error) => toast.error(error.message),
      onSettled: () => removal.close(),
    });
  };

  return (
    <>
      <QueryState
        query={users}
        loadingLabel="Loading users…"
        errorMessage="We could not load the users."
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
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
                {list.map((user, index) => {
                  const isMe = myEmail ? sameEmail(myEmail, user.email) : false;
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
        )}
      </QueryState>
      <ConfirmDialog
        show={removal.target !== null}
        title="Do You Want to Remove This Admin?"
        confirmLabel="Yes, Remove"
        cancelLabel="Keep Admin"
        pending={removeAdmin.isPending}
        onConfirm={confirmRemove}
        onCancel={() => removal.close()}
      >
        {removal.shown ? (
          <p className="mb-0">
            <strong>{removal.shown.email}</strong> keeps their account and orders but loses access
            to the back-office.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
