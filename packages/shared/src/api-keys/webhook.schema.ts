import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { isStorableText } from '../common/text.js';
import { CurrentPasswordSchema } from './api-key.schema.js';

/** The events a buyer's webhook endpoint may receive (decision 192). */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.shipped',
  'order.cancelled',
  'invoice.issued',
  'credit_note.issued',
  'debit_note.issued',
  'quote.answered',
  'shipment.created',
  'shipment.delivered',
  'order.unshipped_cancelled',
  'return.requested',
  'return.approved',
  'return.rejected',
  'return.received',
  'return.resolved',
] as const;

/**
 * What a delivery of the log may carry: the events an endpoint subscribes to, and `ping`, the
 * test event its owner sends on demand (`POST /webhooks/endpoints/{id}/test`) whatever it
 * subscribes to.
 */
export const WEBHOOK_DELIVERY_EVENTS = ['ping', ...WEBHOOK_EVENTS] as const;

/** Texts of webhooks (ours; decision 192). */
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter an http or https URL',
  eventsRequired: 'Choose at least one event',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  created: 'Webhook endpoint added',
  removed: 'Webhook endpoint removed',
  resent: 'Delivery queued again',
  testQueued: 'Test event queued: see the delivery log',
  destinationNotAllowed: 'Destination not allowed',
  tooManyEndpoints: (max: number) =>
    `At most ${max} webhook endpoints: remove one before adding another`,
} as const;

/** Live webhook endpoints one owner (a client, or a company) may have at once. */
export const MAX_WEBHOOK_ENDPOINTS_PER_OWNER = 10;

/** A webhook endpoint as its owners see it: never its secret. */
export const WebhookEndpointSchema = z
  .object({
    _id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    companyId: z.uuid().nullable(),
    createdAt: InstantSchema,
  })
  .meta({ id: 'WebhookEndpoint' });
/** A webhook endpoint. */
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** `GET /webhooks/endpoints`: newest first. */
export const WebhookEndpointListSchema = z
  .array(WebhookEndpointSchema)
  .meta({ id: 'WebhookEndpointList' });

/**
 * `POST /webhooks/endpoints` body: an http(s) URL, one or more events and the caller's current
 * password ({@link CurrentPasswordSchema}).
 */
export const CreateWebhookEndpointInputSchema = z
  .object({
    url: z
      .string({ error: WEBHOOK_MESSAGES.urlInvalid })
      .trim()
      .max(2000, { error: WEBHOOK_MESSAGES.urlInvalid })
      .regex(/^https?:\/\/[\w.-]+(:\d{1,5})?([/?#]\S*)?$/i, { error: WEBHOOK_MESSAGES.urlInvalid })
      .refine(isStorableText, { error: WEBHOOK_MESSAGES.urlInvalid }),
    events: z
      .array(z.enum(WEBHOOK_EVENTS), { error: WEBHOOK_MESSAGES.eventsRequired })
      .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
      .max(WEBHOOK_EVENTS.length)
      .transform((events) => [...new Set(events)]),
    currentPassword: CurrentPasswordSchema,
  })
  .meta({ id: 'CreateWebhookEndpointInput' });
/** What `POST /webhooks/endpoints` takes. */
export type CreateWebhookEndpointInput = z.input<typeof CreateWebhookEndpointInputSchema>;

/**
 * `POST /webhooks/endpoints` answer: the endpoint and its Standard Webhooks signing secret
 * (`whsec_…`), answered this once (`null` on an idempotent replay).
 */
export const CreatedWebhookEndpointSchema = z
  .object({ endpoint: WebhookEndpointSchema, secret: z.string().nullable() })
  .meta({ id: 'CreatedWebhookEndpoint' });

/** One delivery of the log. */
export const WebhookDeliverySchema = z
  .object({
    _id: z.uuid(),
    endpointId: z.uuid(),
    eventType: z.enum(WEBHOOK_DELIVERY_EVENTS),
    status: z.enum(['pending', 'sending', 'delivered', 'failed']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: InstantSchema.nullable(),
    deliveredAt: InstantSchema.nullable(),
    createdAt: InstantSchema,
    payload: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookDelivery' });
/** A delivery of the log. */
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** `GET /webhooks/deliveries`: the latest 100, newest first. */
export const WebhookDeliveryListSchema = z
  .array(WebhookDeliverySchema)
  .meta({ id: 'WebhookDeliveryList' });
