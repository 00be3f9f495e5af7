import {
  CreateWebhookEndpointInputSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  formatShopDateTime,
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
      label="New webhook endpoint"
      onSubmit={onSubmit}
      pending={add.isPending}
      submitLabel="Add endpoint"
      className="mb-3"
    >
      <Field id="webhook-url" className="col-12" label="Endpoint URL" {...field('url')} />
      <CheckboxGroupField
        id="webhook-event"
        className="col-12"
        legend="Events"
        inline
        options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: event }))}
        registration={register('events')}
        error={formState.errors.events?.message}
      />
      <Field
        id="webhook-password"
        className="col-12 col-md-6"
        label="Your current password"
        type="password"
        autoComplete="current-password"
        help="Resetting or changing your password removes every endpoint you added."
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
          label="Webhook signing secret"
          onClose={() => setSecret(null)}
        >
          The signing secret, shown this once: verify each delivery&apos;s{' '}
          <code className="text-body">webhook-signature</code> with it (Standard Webhooks).
        </ShownOnceSecret>
      ) : null}
      {endpoints.length === 0 ? (
        <p className="text-body-secondary">No webhook endpoints yet.</p>
      ) : (
        <ul className="list-unstyled mb-4" aria-label="Webhook endpoints">
          {endpoints.map((endpoint) => (
            <li key={endpoint._id} className="d-flex flex-wrap gap-2 align-items-center mb-2">
              <code className="text-break text-body">{endpoint.url}</code>
              <span className="small text-body-secondary">{endpoint.events.join(', ')}</span>
              <Button
                variant="outline-primary"
                size="sm"
                disabled={sendTest.isPending}
                aria-label={`Send test event to ${endpoint.url}`}
                onClick={() =>
                  sendTest.mutate(endpoint._id, toastOutcome(WEBHOOK_MESSAGES.testQueued))
                }
              >
                Send test event
              </Button>
              <Button
                variant="link"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(endpoint._id, toastOutcome(WEBHOOK_MESSAGES.removed))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h2 className="h5">Delivery log</h2>
      {deliveries.length === 0 ? (
        <p className="text-body-secondary">No deliveries yet.</p>
      ) : (
        <DataTable
          label="Webhook deliveries"
          rows={deliveries}
          rowKey={(delivery) => delivery._id}
          columns={[
            {
              header: 'Event',
              kind: 'title',
              cell: (delivery) => delivery.eventType,
            },
            {
              header: 'When',
              cell: (delivery) => formatShopDateTime(new Date(delivery.createdAt)),
            },
            {
              header: 'Endpoint',
              cell: (delivery) => urlOf.get(delivery.endpointId) ?? 'Removed',
              className: 'text-break',
            },
            {
              header: 'Status',
              cell: (delivery) => (
                <>
                  {delivery.status}
                  {delivery.lastError ? (
                    <div className="small text-body-secondary">{delivery.lastError}</div>
                  ) : null}
                </>
              ),
            },
            { header: 'Attempts', align: 'end', cell: (delivery) => delivery.attempts },
            {
              header: 'Actions',
              kind: 'actions',
              cell: (delivery) => (
                <Button
                  variant="outline-primary"
                  size="sm"
                  disabled={resend.isPending}
                  aria-label={`Resend ${delivery.eventType} of ${formatShopDateTime(new Date(delivery.createdAt))}`}
                  onClick={() => resend.mutate(delivery._id, toastOutcome(WEBHOOK_MESSAGES.resent))}
                >
                  Resend
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
