import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPES,
  CreateApiKeyInputSchema,
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
const SCOPE_LABELS: Record<(typeof API_KEY_SCOPES)[number], MessageDescriptor> = {
  'catalog:read': msg`Read the catalog`,
  'orders:read': msg`Read orders, quotes and the cart`,
  'orders:write': msg`Place, pay and cancel orders; request and accept quotes`,
  'invoices:read': msg`Download invoices and the statement`,
};

/** The form of a new key; the created key's secret is shown once above the list. */
function NewApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t, i18n } = useLingui();
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
      label={t`New API key`}
      onSubmit={onSubmit}
      pending={create.isPending}
      submitLabel={t`Create key`}
      className="mb-4"
    >
      <Field id="api-key-name" className="col-12 col-md-6" label={t`Name`} {...field('name')} />
      <Field
        id="api-key-expiry"
        className="col-12 col-md-6"
        label={t`Expires (optional)`}
        type="date"
        {...field('expiresAt')}
      />
      <CheckboxGroupField
        id="api-key-scope"
        className="col-12"
        legend={t`Scopes`}
        options={API_KEY_SCOPES.map((scope) => ({
          value: scope,
          label: `${scope} — ${i18n._(SCOPE_LABELS[scope])}`,
        }))}
        registration={register('scopes')}
        error={formState.errors.scopes?.message}
      />
      <Field
        id="api-key-password"
        className="col-12 col-md-6"
        label={t`Your current password`}
        type="password"
        autoComplete="current-password"
        help={t`A key outlives your session, so creating one asks for your password. Resetting or changing your password revokes every key you made.`}
        {...field('currentPassword')}
      />
    </NewEntryForm>
  );
}

/** The columns of the key list (decision 110: cards on a phone). */
function useColumns(revoke: (key: ApiKey) => void): DataColumn<ApiKey>[] {
  const { t } = useLingui();
  const format = useFormat();
  const when = (instant: string | null) => (instant ? format.stamp(new Date(instant)) : t`Never`);
  return [
    {
      header: t`Name`,
      kind: 'title',
      cell: (key) => (
        <>
          {key.name}
          <div className="small text-body-secondary">{key.createdBy}</div>
        </>
      ),
    },
    { header: t`Key`, cell: (key) => <code className="text-body">{key.prefix}…</code> },
    { header: t`Scopes`, cell: (key) => key.scopes.join(', ') },
    { header: t`Last used`, cell: (key) => when(key.lastUsedAt) },
    { header: t`Expires`, cell: (key) => when(key.expiresAt) },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (key) =>
        key.revokedAt ? (
          <span className="badge text-bg-secondary">{t`Revoked`}</span>
        ) : (
          <Button variant="link" size="sm" onClick={() => revoke(key)}>
            {t`Revoke`}
          </Button>
        ),
    },
  ];
}

export interface ApiKeysAreaProps {
  keys: readonly ApiKey[];
}

/**
 * A buyer's API keys (decision 190): the form of a new key, its secret shown once after creation,
 * and the keys with their scopes, last use and expiry, each revocable.
 */
export function ApiKeysArea({ keys }: ApiKeysAreaProps) {
  const { t } = useLingui();
  const buyerText = useBuyerText();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const createdName = created?.apiKey.name;
  const revoke = useRevokeApiKey();
  const confirm = useConfirm<ApiKey>();
  const columns = useColumns(confirm.ask);
  return (
    <div className="api-keys">
      <NewApiKeyForm onCreated={setCreated} />
      {created?.secret ? (
        <ShownOnceSecret
          secret={created.secret}
          label={t`API key secret`}
          onClose={() => setCreated(null)}
        >
          <Trans>
            The secret of <strong>{createdName}</strong>, shown this once (only its hash is kept).
            Send it as the <code className="text-body">X-API-Key</code> header.
          </Trans>
        </ShownOnceSecret>
      ) : null}
      {keys.length === 0 ? (
        <p className="text-body-secondary">
          <Trans>No API keys yet.</Trans>
        </p>
      ) : (
        <DataTable label={t`API keys`} columns={columns} rows={keys} rowKey={(key) => key._id} />
      )}
      <ConfirmDialog
        confirm={confirm}
        title={t`Revoke this API key?`}
        confirmLabel={t`Revoke`}
        pending={revoke.isPending}
        onConfirm={(key) =>
          revoke.mutate(key._id, {
            onSuccess: () => {
              toast.success(buyerText(API_KEY_MESSAGES.revoked));
              confirm.close();
            },
            onError: (error) => toast.error(buyerText(error.message)),
          })
        }
      >
        {({ name }) => t`${name} will stop working at once.`}
      </ConfirmDialog>
    </div>
  );
}
