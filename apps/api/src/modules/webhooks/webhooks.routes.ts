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
import { errorResponses } from '../../errors.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['webhooks'];

/**
 * A buyer's outbound webhooks under `/api` (decision 192): a client in no company manages their
 * own endpoints, a company admin the company's. Deliveries are signed per Standard Webhooks.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const owner = async (request: Parameters<typeof callerOf>[0]) =>
    integrationOwnerOf(db(), callerOf(request));

  app.get(
    '/webhooks/endpoints',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Your webhook endpoints (a company admin: the company's)",
        operationId: 'listWebhookEndpoints',
        response: { 200: WebhookEndpointListSchema, ...errors },
      },
    },
    async (request) => getEndpoints(db(), await owner(request)),
  );

  app.post(
    '/webhooks/endpoints',
    {
      preHandler: app.authenticate,
      config: { idempotencyRedact: ['secret'] },
      schema: {
        tags,
        summary: 'Add a webhook endpoint; its signing secret is answered this once',
        description:
          'Events: order.placed, order.paid, order.shipped, order.cancelled, invoice.issued, ' +
          'quote.answered. Each delivery is a POST of `{ type, timestamp, data }` signed per ' +
          'Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried ' +
          'with exponential backoff for a day until the endpoint answers 2xx.',
        operationId: 'createWebhookEndpoint',
        body: CreateWebhookEndpointInputSchema,
        response: { 201: CreatedWebhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await addEndpoint(
        db(),
        await owner(request),
        callerOf(request).id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/webhooks/endpoints/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Remove a webhook endpoint (its delivery log stays)',
        operationId: 'deleteWebhookEndpoint',
        params: IdParamsSchema,
        response: { 200: WebhookEndpointSchema, ...errors },
      },
    },
    async (request) => removeEndpoint(db(), await owner(request), request.params.id),
  );

  app.get(
    '/webhooks/deliveries',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The delivery log: the latest 100 deliveries, newest first',
        operationId: 'listWebhookDeliveries',
        response: { 200: WebhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => getDeliveries(db(), await owner(request)),
  );

  app.post(
    '/webhooks/deliveries/:id/resend',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Send a delivery again now',
        operationId: 'resendWebhookDelivery',
        params: IdParamsSchema,
        response: { 200: WebhookDeliverySchema, ...errors },
      },
    },
    async (request) => resendDelivery(db(), await owner(request), request.params.id),
  );
};
