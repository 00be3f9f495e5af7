import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CreateWebhookEndpointInputSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable } from '@/components/ui/data-table';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';
import { CheckboxGroupField } from '@/components/ui/form/checkbox-group-field';
import { Field } from '@/components/ui/form/field';
import { newEntryCallbacks } from '@/components/ui/form/new-entry-callbacks';
import { NewEntryForm } from '@/components/ui/form/new-entry-form';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { toastOutcome } from '@/lib/toast-outcome';
import {
  useAddWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useResendWebhookDelivery,
  useSendWebhookTestEvent,
} from '../api/webhooks';

const FIELDS = ['url', 'events', 'currentPassword'] as const;

/** The form of a new endpoint; its signing secret is shown once. */
function NewEndpointForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useLingui();
  const add = useAddWebhookEndpoint();
  const form = useZodForm(CreateWebhookEndpointInputSchema, {
    url: '',
    events: [],
    currentPassword: '',
  });
  const { register, handleSubmit, field, formState } = form;
  const onSubmit = handleSubmit((input) =>
    add.mutate(
      input,
      newEntryCallbacks({
        form,
        fields: FIELDS,
        saved: WEBHOOK_MESSAGES.created,
        then: (created) => {
          if (created.secret) onSecret(created.secret);
        },
      }),
    ),
  );
  return (
    <NewEntryForm
      label={t`New webhook endpoint`}
      onSubmit={onSubmit}
      pending={add.isPending}
      submitLabel={t`Add endpoint`}
      className="mb-3"
    >
      <Field id="webhook-url" className="col-12" label={t`Endpoint URL`} {...field('url')} />
      <CheckboxGroupField
        id="webhook-event"
        className="col-12"
        legend={t`Events`}
        inline
        options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: event }))}
        registration={register('events')}
        error={formState.errors.events?.message}
      />
      <Field
        id="webhook-password"
        className="col-12 col-md-6"
        label={t`Your current password`}
        type="password"
        autoComplete="current-password"
        help={t`Resetting or changing your password removes every endpoint you added.`}
        {...field('currentPassword')}
      />
    </NewEntryForm>
  );
}

export interface WebhooksAreaProps {
  endpoints: readonly WebhookEndpoint[];
  deliveries: readonly WebhookDelivery[];
}

/**
 * A buyer's webhooks (decision 192): endpoints with their events, the signing secret of a new
 * one shown once with a copy button, a test event (`ping`) per endpoint on demand, and the delivery
 * log with a resend button per delivery.
 */
export function WebhooksArea({ endpoints, deliveries }: WebhooksAreaProps) {
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  const [secret, setSecret] = useState<string | null>(null);
  const remove = useRemoveWebhookEndpoint();
  const resend = useResendWebhookDelivery();
  const sendTest = useSendWebhookTestEvent();
  const urlOf = new Map(endpoints.map((endpoint) => [endpoint._id, endpoint.url]));
  return (
    <div className="webhooks">
      <NewEndpointForm onSecret={setSecret} />
      {secret ? (
        <ShownOnceSecret
          secret={secret}
          label={t`Webhook signing secret`}
          onClose={() => setSecret(null)}
        >
          <Trans>
            The signing secret, shown this once: verify each delivery&apos;s{' '}
            <code className="text-body">webhook-signature</code> with it (Standard Webhooks).
          </Trans>
        </ShownOnceSecret>
      ) : null}
      {endpoints.length === 0 ? (
        <p className="text-body-secondary">
          <Trans>No webhook endpoints yet.</Trans>
        </p>
      ) : (
        <ul className="list-unstyled mb-4" aria-label={t`Webhook endpoints`}>
          {endpoints.map((endpoint) => {
            const { url } = endpoint;
            return (
              <li key={endpoint._id} className="d-flex flex-wrap gap-2 align-items-center mb-2">
                <code className="text-break text-body">{endpoint.url}</code>
                <span className="small text-body-secondary">{endpoint.events.join(', ')}</span>
                <Button
                  variant="outline-primary"
                  size="sm"
                  disabled={sendTest.isPending}
                  aria-label={t`Send test event to ${url}`}
                  onClick={() =>
                    sendTest.mutate(
                      endpoint._id,
                      toastOutcome(buyerText(WEBHOOK_MESSAGES.testQueued)),
                    )
                  }
                >
                  <Trans>Send test event</Trans>
                </Button>
                <Button
                  variant="link"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(endpoint._id, toastOutcome(buyerText(WEBHOOK_MESSAGES.removed)))
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="h5">
        <Trans>Delivery log</Trans>
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-body-secondary">
          <Trans>No deliveries yet.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Webhook deliveries`}
          rows={deliveries}
          rowKey={(delivery) => delivery._id}
          columns={[
            {
              header: t`Event`,
              kind: 'title',
              cell: (delivery) => delivery.eventType,
            },
            {
              header: t`When`,
              cell: (delivery) => format.stamp(new Date(delivery.createdAt)),
            },
            {
              header: t`Endpoint`,
              cell: (delivery) => urlOf.get(delivery.endpointId) ?? t`Removed`,
              className: 'text-break',
            },
            {
              header: t`Status`,
              cell: (delivery) => (
                <>
                  {delivery.status}
                  {delivery.lastError ? (
                    <div className="small text-body-secondary">{delivery.lastError}</div>
                  ) : null}
                </>
              ),
            },
            {
              header: t`Attempts`,
              align: 'end',
              cell: (delivery) => format.number(delivery.attempts),
            },
            {
              header: t`Actions`,
              kind: 'actions',
              cell: (delivery) => {
                const { eventType } = delivery;
                const when = format.stamp(new Date(delivery.createdAt));
                return (
                  <Button
                    variant="outline-primary"
                    size="sm"
                    disabled={resend.isPending}
                    aria-label={t`Resend ${eventType} of ${when}`}
                    onClick={() =>
                      resend.mutate(delivery._id, toastOutcome(buyerText(WEBHOOK_MESSAGES.resent)))
                    }
                  >
                    <Trans>Resend</Trans>
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </div>
  );
}
