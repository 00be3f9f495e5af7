import {
  CreatedWebhookEndpointSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  type CreateWebhookEndpointInput,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

const ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
const DELIVERIES_KEY = ['webhooks', 'deliveries'] as const;

/** `GET /webhooks/endpoints` (decision 192). */
export function useWebhookEndpoints() {
  return useQuery(apiQueryOptions(ENDPOINTS_KEY, '/webhooks/endpoints', WebhookEndpointListSchema));
}

/** `GET /webhooks/deliveries`: the delivery log, newest first. */
export function useWebhookDeliveries() {
  return useQuery(
    apiQueryOptions(DELIVERIES_KEY, '/webhooks/deliveries', WebhookDeliveryListSchema),
  );
}

/** Adds an endpoint: answers it with its signing secret, once. */
export function useAddWebhookEndpoint() {
  return useInvalidatingMutation(
    (input: CreateWebhookEndpointInput) =>
      api.post('/webhooks/endpoints', CreatedWebhookEndpointSchema, input),
    [ENDPOINTS_KEY],
    { after: 'success' },
  );
}

/** Removes an endpoint. */
export function useRemoveWebhookEndpoint() {
  return useInvalidatingMutation(
    (id: string) =>
      api.delete(`/webhooks/endpoints/${encodeURIComponent(id)}`, WebhookEndpointSchema),
    [ENDPOINTS_KEY],
    { after: 'success' },
  );
}

/** The log's resend button. */
export function useResendWebhookDelivery() {
  return useInvalidatingMutation(
    (id: string) =>
      api.post(`/webhooks/deliveries/${encodeURIComponent(id)}/resend`, WebhookDeliverySchema),
    [DELIVERIES_KEY],
    { after: 'success' },
  );
}

/** An endpoint's "Send test event" button: queues a `ping` to it, shown in the delivery log. */
export function useSendWebhookTestEvent() {
  return useInvalidatingMutation(
    (id: string) =>
      api.post(`/webhooks/endpoints/${encodeURIComponent(id)}/test`, WebhookDeliverySchema),
    [DELIVERIES_KEY],
    { after: 'success' },
  );
}
