import {
  MAX_WEBHOOK_ENDPOINTS_PER_OWNER,
  CreateWebhookEndpointInputSchema,
  CreatedWebhookEndpointSchema,
  IdParamsSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmCurrentPassword } from '../../auth/confirm-password.js';
import { integrationOwnerOf } from '../../flows/integration-owner.js';
import {
  addEndpoint,
  getDeliveries,
  getEndpoints,
  removeEndpoint,
  resendDelivery,
  sendTestEvent,
} from './webhooks.service.js';
import { declareRoutes, type RouteContext, type RouteSpec } from '../../declare-routes.js';

/**
 * A buyer's outbound webhooks under `/api` (decision 192): a client in no company manages their
 * own endpoints, a company admin the company's. Deliveries are signed per Standard Webhooks.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ allowPrivateUrls: boolean }> = async (
  app,
  { allowPrivateUrls },
) => {
  const { signedIn } = declareRoutes(app, { tags: ['webhooks'], errors: [400, 401, 403, 404] });
  const owner = async (c: RouteContext<RouteSpec>) => integrationOwnerOf(c.db, c.caller);

  signedIn.get(
    '/webhooks/endpoints',
    {
      summary: "Your webhook endpoints (a company admin: the company's)",
      operationId: 'listWebhookEndpoints',
      response: { 200: WebhookEndpointListSchema },
    },
    async (c) => getEndpoints(c.db, await owner(c)),
  );

  signedIn.post(
    '/webhooks/endpoints',
    {
      idempotencyRedact: ['secret'],
      summary: 'Add a webhook endpoint; its signing secret is answered this once',
      description:
        'Events: order.placed, order.paid, order.shipped, order.cancelled, invoice.issued, ' +
        'shipment.created, shipment.delivered, order.unshipped_cancelled (the unshipped rest ' +
        'of an order was cancelled), ' +
        'quote.answered. Each delivery is a POST of `{ type, timestamp, data }` signed per ' +
        'Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried ' +
        'with exponential backoff for a day until the endpoint answers 2xx. A loopback, ' +
        'private or link-local destination is refused (400 on `url`); an owner has at most ' +
        `${MAX_WEBHOOK_ENDPOINTS_PER_OWNER} endpoints (409). \`currentPassword\` is your ` +
        'password (400 when missing or wrong); an account without one needs a session at most ' +
        '10 minutes old (else 403).',
      operationId: 'createWebhookEndpoint',
      body: CreateWebhookEndpointInputSchema,
      response: { 201: CreatedWebhookEndpointSchema },
      errors: [400, 401, 403, 404, 409],
    },
    async (c) => {
      const endpointOwner = await owner(c);
      await confirmCurrentPassword(
        app.auth,
        c.db,
        c.caller,
        c.request.authSession,
        c.body.currentPassword,
      );
      return addEndpoint(c.db, endpointOwner, c.actor, c.body, {
        allowPrivate: allowPrivateUrls,
        log: c.request.log,
      });
    },
  );

  signedIn.delete(
    '/webhooks/endpoints/:id',
    {
      summary: 'Remove a webhook endpoint (its delivery log stays)',
      operationId: 'deleteWebhookEndpoint',
      params: IdParamsSchema,
      response: { 200: WebhookEndpointSchema },
    },
    async (c) => removeEndpoint(c.db, await owner(c), c.actor, c.params.id),
  );

  signedIn.post(
    '/webhooks/endpoints/:id/test',
    {
      summary: 'Send a test event (`ping`) to an endpoint',
      description:
        'Queues a delivery of `{ type: "ping", timestamp, data: { endpointId, url } }` to the ' +
        'endpoint, whatever events it subscribes to, signed and retried as any event and shown ' +
        'in the delivery log. While a test event to the endpoint is still waiting, answers that ' +
        'one instead of queuing another.',
      operationId: 'sendWebhookTestEvent',
      params: IdParamsSchema,
      response: { 200: WebhookDeliverySchema },
    },
    async (c) => sendTestEvent(c.db, await owner(c), c.params.id),
  );

  signedIn.get(
    '/webhooks/deliveries',
    {
      summary: 'The delivery log: the latest 100 deliveries, newest first',
      operationId: 'listWebhookDeliveries',
      response: { 200: WebhookDeliveryListSchema },
    },
    async (c) => getDeliveries(c.db, await owner(c)),
  );

  signedIn.post(
    '/webhooks/deliveries/:id/resend',
    {
      summary: 'Send a delivery again now',
      operationId: 'resendWebhookDelivery',
      params: IdParamsSchema,
      response: { 200: WebhookDeliverySchema },
    },
    async (c) => resendDelivery(c.db, await owner(c), c.params.id),
  );
};
