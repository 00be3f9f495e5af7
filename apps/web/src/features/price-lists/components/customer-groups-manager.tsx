import { plural } from '@lingui/core/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const text = useBackOfficeText();
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
        if (!parsed.success)
          return setError(text(parsed.error.issues[0]?.message ?? t`Check the name`));
        setError(null);
        onSave(parsed.data.name)
          .then(() => setName(initial ? parsed.data.name : ''))
          .catch((failure: Error) => setError(text(failure.message)));
      }}
    >
      <div className="flex-grow-1">
        <label htmlFor={id} className="visually-hidden">
          <Trans>Group name</Trans>
        </label>
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={t`Group name, e.g. Distributors`}
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
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const groups = useCustomerGroups();
  const create = useCreateCustomerGroup();
  const rename = useRenameCustomerGroup();
  const remove = useDeleteCustomerGroup();
  const confirm = useConfirm<CustomerGroup>();
  const [renaming, setRenaming] = useState<string | null>(null);
  const columns: DataColumn<CustomerGroup>[] = [
    {
      header: t`Name`,
      kind: 'title',
      cell: (group) =>
        renaming === group.id ? (
          <GroupNameForm
            id={`rename-${group.id}`}
            label={t`Rename`}
            initial={group.name}
            pending={rename.isPending}
            onSave={(name) =>
              rename.mutateAsync({ id: group.id, input: { name } }).then(() => {
                toast.success(t`Renamed to ${name}`);
                setRenaming(null);
              })
            }
          />
        ) : (
          group.name
        ),
    },
    { header: t`Companies`, align: 'end', cell: (group) => format.number(group.companyCount) },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (group) => (
        <div className="d-flex gap-1">
          <RowAction on={group.name} onClick={() => setRenaming(group.id)}>
            {t`Rename`}
          </RowAction>
          <RowAction on={group.name} onClick={() => confirm.ask(group)}>
            {t`Delete`}
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
          label={t`Add group`}
          pending={create.isPending}
          onSave={(name) =>
            create.mutateAsync({ name }).then(() => toast.success(t`Group ${name} added`))
          }
        />
      </div>
      <QueryState
        query={groups}
        what={t`customer groups`}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <p>
            <Trans>No customer groups yet.</Trans>
          </p>
        }
      >
        {(rows) => (
          <DataTable
            label={t`Customer groups`}
            columns={columns}
            rows={rows}
            rowKey={(g) => g.id}
          />
        )}
      </QueryState>
      <ConfirmDialog
        confirm={confirm}
        title={t`Delete this customer group?`}
        confirmLabel={t`Delete`}
        variant="danger"
        pending={remove.isPending}
        onConfirm={(group) =>
          remove.mutate(group.id, {
            onSuccess: () => {
              const { name } = group;
              toast.success(t`Group ${name} deleted`);
              confirm.close();
            },
            onError: (error) => toast.error(text(error.message)),
          })
        }
      >
        {({ name, companyCount }) => {
          const count = format.number(companyCount);
          return t`${plural(companyCount, { one: `${name} has ${count} company. It leaves the group, and its price lists stop applying to it.`, other: `${name} has ${count} companies. They leave the group, and its price lists stop applying to them.` })}`;
        }}
      </ConfirmDialog>
    </>
  );
}
