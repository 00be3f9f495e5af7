import {
  CreateWebhookEndpointInputSchema,
  CreatedWebhookEndpointSchema,
  IdParamsSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationOwnerOf } from '../../flows/integration-owner.js';
import { callerOf } from '../../plugins/identity.js';
import {
  addEndpoint,
  getDeliveries,
  getEndpoints,
  removeEndpoint,
  resendDelivery,
} from './webhooks.service.js';
import { declareRoutes } from '../../declare-routes.js';

/**
 * A buyer's outbound webhooks under `/api` (decision 192): a client in no company manages their
 * own endpoints, a company admin the company's. Deliveries are signed per Standard Webhooks.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const { signedIn } = declareRoutes(app, { tags: ['webhooks'], errors: [400, 401, 403, 404] });
  const owner = async (request: Parameters<typeof callerOf>[0]) =>
    integrationOwnerOf(db(), callerOf(request));

  signedIn.get(
    '/webhooks/endpoints',
    {
      summary: "Your webhook endpoints (a company admin: the company's)",
      operationId: 'listWebhookEndpoints',
      response: { 200: WebhookEndpointListSchema },
    },
    async (request) => getEndpoints(db(), await owner(request)),
  );

  signedIn.post(
    '/webhooks/endpoints',
    {
      idempotencyRedact: ['secret'],
      summary: 'Add a webhook endpoint; its signing secret is answered this once',
      description:
        'Events: order.placed, order.paid, order.shipped, order.cancelled, invoice.issued, ' +
        'quote.answered. Each delivery is a POST of `{ type, timestamp, data }` signed per ' +
        'Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried ' +
        'with exponential backoff for a day until the endpoint answers 2xx.',
      operationId: 'createWebhookEndpoint',
      body: CreateWebhookEndpointInputSchema,
      response: { 201: CreatedWebhookEndpointSchema },
    },
    async (request) => addEndpoint(db(), await owner(request), callerOf(request).id, request.body),
  );

  signedIn.delete(
    '/webhooks/endpoints/:id',
    {
      summary: 'Remove a webhook endpoint (its delivery log stays)',
      operationId: 'deleteWebhookEndpoint',
      params: IdParamsSchema,
      response: { 200: WebhookEndpointSchema },
    },
    async (request) => removeEndpoint(db(), await owner(request), request.params.id),
  );

  signedIn.get(
    '/webhooks/deliveries',
    {
      summary: 'The delivery log: the latest 100 deliveries, newest first',
      operationId: 'listWebhookDeliveries',
      response: { 200: WebhookDeliveryListSchema },
    },
    async (request) => getDeliveries(db(), await owner(request)),
  );

  signedIn.post(
    '/webhooks/deliveries/:id/resend',
    {
      summary: 'Send a delivery again now',
      operationId: 'resendWebhookDelivery',
      params: IdParamsSchema,
      response: { 200: WebhookDeliverySchema },
    },
    async (request) => resendDelivery(db(), await owner(request), request.params.id),
  );
};
