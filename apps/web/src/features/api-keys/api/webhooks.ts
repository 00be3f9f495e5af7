import {
  CreatedWebhookEndpointSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  type CreateWebhookEndpointInput,
} from '@partline/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
const DELIVERIES_KEY = ['webhooks', 'deliveries'] as const;

/** `GET /webhooks/endpoints` (decision 192). */
export function useWebhookEndpoints() {
  return useQuery(
    queryOptions({
      queryKey: ENDPOINTS_KEY,
      queryFn: ({ signal }) =>
        api.get('/webhooks/endpoints', WebhookEndpointListSchema, { signal }),
    }),
  );
}

/** `GET /webhooks/deliveries`: the delivery log, newest first. */
export function useWebhookDeliveries() {
  return useQuery(
    queryOptions({
      queryKey: DELIVERIES_KEY,
      queryFn: ({ signal }) =>
        api.get('/webhooks/deliveries', WebhookDeliveryListSchema, { signal }),
    }),
  );
}

/** Adds an endpoint: answers it with its signing secret, once. */
export function useAddWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) =>
      api.post('/webhooks/endpoints', CreatedWebhookEndpointSchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

/** Removes an endpoint. */
export function useRemoveWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/webhooks/endpoints/${encodeURIComponent(id)}`, WebhookEndpointSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

/** The log's resend button. */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/webhooks/deliveries/${encodeURIComponent(id)}/resend`, WebhookDeliverySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
