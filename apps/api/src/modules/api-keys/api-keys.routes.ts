import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
  IdParamsSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../audit/audit-actor.js';
import { integrationOwnerOf } from '../../flows/integration-owner.js';
import { callerOf } from '../../plugins/identity.js';
import { createApiKey, getApiKeys, revokeOwnApiKey } from './api-keys.service.js';
import { errorResponses } from '../../errors.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['api-keys'];

/**
 * A buyer's API keys under `/api` (decision 190): a client in no company manages their own, a
 * company admin the company's. Signed-in callers only; no API key reaches these routes.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api-keys',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Your API keys (a company admin: the company's), newest first",
        operationId: 'listApiKeys',
        response: { 200: ApiKeyListSchema, ...errors },
      },
    },
    async (request) => getApiKeys(db(), await integrationOwnerOf(db(), callerOf(request))),
  );

  app.post(
    '/api-keys',
    {
      preHandler: app.authenticate,
      // Only the secret's hash is kept, also for a replay of this request (decision 191).
      config: { idempotencyRedact: ['secret'] },
      schema: {
        tags,
        summary: 'Create an API key; its secret is answered this once',
        description:
          'The key acts as you with only its scopes, until it expires or is revoked. Send it as ' +
          '`X-API-Key`. Only its hash is stored: keep the secret now.',
        operationId: 'createApiKey',
        body: CreateApiKeyInputSchema,
        response: { 201: CreatedApiKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await integrationOwnerOf(db(), callerOf(request));
      const created = await createApiKey(db(), owner, auditActorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Revoke an API key',
        description: 'It authenticates nothing from now on; it stays in the list as revoked.',
        operationId: 'revokeApiKey',
        params: IdParamsSchema,
        response: { 200: ApiKeySchema, ...errors },
      },
    },
    async (request) =>
      revokeOwnApiKey(
        db(),
        await integrationOwnerOf(db(), callerOf(request)),
        auditActorOf(request),
        request.params.id,
      ),
  );
};
