import {
  API_KEY_MESSAGES,
  API_KEY_SCOPES,
  CreateApiKeyInputSchema,
  formatShopDateTime,
  type ApiKey,
  type CreatedApiKey,
} from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';
import { CheckboxGroupField } from '@/components/ui/form/checkbox-group-field';
import { Field } from '@/components/ui/form/field';
import { newEntryCallbacks } from '@/components/ui/form/new-entry-callbacks';
import { NewEntryForm } from '@/components/ui/form/new-entry-form';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { useConfirm } from '@/components/ui/use-confirm';
import { useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

const FIELDS = ['name', 'scopes', 'expiresAt', 'currentPassword'] as const;

/** What each scope lets a key do (decision 190). */
const SCOPE_LABELS: Record<(typeof API_KEY_SCOPES)[number], string> = {
  'catalog:read': 'Read the catalog',
  'orders:read': 'Read orders, quotes and the cart',
  'orders:write': 'Place, pay and cancel orders; request and accept quotes',
  'invoices:read': 'Download invoices and the statement',
};

/** The form of a new key; the created key's secret is shown once above the list. */
function NewApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useZodForm(CreateApiKeyInputSchema, {
    name: '',
    scopes: [],
    expiresAt: '',
    currentPassword: '',
  });
  const { register, handleSubmit, field, formState } = form;
  const onSubmit = handleSubmit((input) =>
    create.mutate(
      input,
      newEntryCallbacks({ form, fields: FIELDS, saved: API_KEY_MESSAGES.created, then: onCreated }),
    ),
  );
  return (
    <NewEntryForm
      label="New API key"
      onSubmit={onSubmit}
      pending={create.isPending}
      submitLabel="Create key"
      className="mb-4"
    >
      <Field id="api-key-name" className="col-12 col-md-6" label="Name" {...field('name')} />
      <Field
        id="api-key-expiry"
        className="col-12 col-md-6"
        label="Expires (optional)"
        type="date"
        {...field('expiresAt')}
      />
      <CheckboxGroupField
        id="api-key-scope"
        className="col-12"
        legend="Scopes"
        options={API_KEY_SCOPES.map((scope) => ({
          value: scope,
          label: `${scope} — ${SCOPE_LABELS[scope]}`,
        }))}
        registration={register('scopes')}
        error={formState.errors.scopes?.message}
      />
      <Field
        id="api-key-password"
        className="col-12 col-md-6"
        label="Your current password"
        type="password"
        autoComplete="current-password"
        help="A key outlives your session, so creating one asks for your password. Resetting or changing your password revokes every key you made."
        {...field('currentPassword')}
      />
    </NewEntryForm>
  );
}

const when = (instant: string | null, otherwise: string) =>
  instant ? formatShopDateTime(new Date(instant)) : otherwise;

/** The columns of the key list (decision 110: cards on a phone). */
const columns = (revoke: (key: ApiKey) => void): DataColumn<ApiKey>[] => [
  {
    header: 'Name',
    kind: 'title',
    cell: (key) => (
      <>
        {key.name}
        <div className="small text-body-secondary">{key.createdBy}</div>
      </>
    ),
  },
  { header: 'Key', cell: (key) => <code className="text-body">{key.prefix}…</code> },
  { header: 'Scopes', cell: (key) => key.scopes.join(', ') },
  { header: 'Last used', cell: (key) => when(key.lastUsedAt, 'Never') },
  { header: 'Expires', cell: (key) => when(key.expiresAt, 'Never') },
  {
    header: 'Actions',
    kind: 'actions',
    cell: (key) =>
      key.revokedAt ? (
        <span className="badge text-bg-secondary">Revoked</span>
      ) : (
        <Button variant="link" size="sm" onClick={() => revoke(key)}>
          Revoke
        </Button>
      ),
  },
];

export interface ApiKeysAreaProps {
  keys: readonly ApiKey[];
}

/**
 * A buyer's API keys (decision 190): the form of a new key, its secret shown once after creation,
 * and the keys with their scopes, last use and expiry, each revocable.
 */
export function ApiKeysArea({ keys }: ApiKeysAreaProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const revoke = useRevokeApiKey();
  const confirm = useConfirm<ApiKey>();
  return (
    <div className="api-keys">
      <NewApiKeyForm onCreated={setCreated} />
      {created?.secret ? (
        <ShownOnceSecret
          secret={created.secret}
          label="API key secret"
          onClose={() => setCreated(null)}
        >
          The secret of <strong>{created.apiKey.name}</strong>, shown this once (only its hash is
          kept). Send it as the <code className="text-body">X-API-Key</code> header.
        </ShownOnceSecret>
      ) : null}
      {keys.length === 0 ? (
        <p className="text-body-secondary">No API keys yet.</p>
      ) : (
        <DataTable
          label="API keys"
          columns={columns(confirm.ask)}
          rows={keys}
          rowKey={(key) => key._id}
        />
      )}
      <ConfirmDialog
        confirm={confirm}
        title="Revoke this API key?"
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={(key) =>
          revoke.mutate(key._id, {
            onSuccess: () => {
              toast.success(API_KEY_MESSAGES.revoked);
              confirm.close();
            },
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {(key) => `${key.name} will stop working at once.`}
      </ConfirmDialog>
    </div>
  );
}
