import { CustomerGroupInputSchema, type CustomerGroup } from '@partline/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { RowAction } from '@/components/ui/row-action';
import { useConfirm } from '@/components/ui/use-confirm';
import {
  useCreateCustomerGroup,
  useCustomerGroups,
  useDeleteCustomerGroup,
  useRenameCustomerGroup,
} from '../api/price-lists';

/** A one-field name form: add a group, or rename one. */
function GroupNameForm({
  id,
  label,
  initial = '',
  pending,
  onSave,
}: {
  id: string;
  label: string;
  initial?: string;
  pending: boolean;
  onSave: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="d-flex flex-wrap gap-2 align-items-start"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = CustomerGroupInputSchema.safeParse({ name });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the name');
        setError(null);
        onSave(parsed.data.name)
          .then(() => setName(initial ? parsed.data.name : ''))
          .catch((failure: Error) => setError(failure.message));
      }}
    >
      <div className="flex-grow-1">
        <label htmlFor={id} className="visually-hidden">
          Group name
        </label>
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder="Group name, e.g. Distributors"
          value={name}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? <div className="invalid-feedback">{error}</div> : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {label}
      </button>
    </form>
  );
}

/** Customer groups (decision 320): list, add, rename and delete (asked first). */
export function CustomerGroupsManager() {
  const groups = useCustomerGroups();
  const create = useCreateCustomerGroup();
  const rename = useRenameCustomerGroup();
  const remove = useDeleteCustomerGroup();
  const confirm = useConfirm<CustomerGroup>();
  const [renaming, setRenaming] = useState<string | null>(null);
  const columns: DataColumn<CustomerGroup>[] = [
    {
      header: 'Name',
      kind: 'title',
      cell: (group) =>
        renaming === group.id ? (
          <GroupNameForm
            id={`rename-${group.id}`}
            label="Rename"
            initial={group.name}
            pending={rename.isPending}
            onSave={(name) =>
              rename.mutateAsync({ id: group.id, input: { name } }).then(() => {
                toast.success(`Renamed to ${name}`);
                setRenaming(null);
              })
            }
          />
        ) : (
          group.name
        ),
    },
    { header: 'Companies', align: 'end', cell: (group) => group.companyCount },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (group) => (
        <div className="d-flex gap-1">
          <RowAction on={group.name} onClick={() => setRenaming(group.id)}>
            Rename
          </RowAction>
          <RowAction on={group.name} onClick={() => confirm.ask(group)}>
            Delete
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <>
      <div className="mb-3">
        <GroupNameForm
          id="new-customer-group"
          label="Add group"
          pending={create.isPending}
          onSave={(name) =>
            create.mutateAsync({ name }).then(() => toast.success(`Group ${name} added`))
          }
        />
      </div>
      <QueryState
        query={groups}
        what="customer groups"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No customer groups yet.</p>}
      >
        {(rows) => (
          <DataTable label="Customer groups" columns={columns} rows={rows} rowKey={(g) => g.id} />
        )}
      </QueryState>
      <ConfirmDialog
        confirm={confirm}
        title="Delete this customer group?"
        confirmLabel="Delete"
        variant="danger"
        pending={remove.isPending}
        onConfirm={(group) =>
          remove.mutate(group.id, {
            onSuccess: () => {
              toast.success(`Group ${group.name} deleted`);
              confirm.close();
            },
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {(group) =>
          `${group.name} has ${group.companyCount} companies. They leave the group, and its price lists stop applying to them.`
        }
      </ConfirmDialog>
    </>
  );
}
