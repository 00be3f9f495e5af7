import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
  IdParamsSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmCurrentPassword } from '../../auth/confirm-password.js';
import { integrationOwnerOf } from '../../flows/integration-owner.js';
import { createApiKey, getApiKeys, revokeOwnApiKey } from './api-keys.service.js';
import { declareRoutes } from '../../declare-routes.js';

/**
 * A buyer's API keys under `/api` (decision 190): a client in no company manages their own, a
 * company admin the company's. Signed-in callers only; no API key reaches these routes.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signedIn } = declareRoutes(app, { tags: ['api-keys'], errors: [400, 401, 403, 404] });

  signedIn.get(
    '/api-keys',
    {
      summary: "Your API keys (a company admin: the company's), newest first",
      operationId: 'listApiKeys',
      response: { 200: ApiKeyListSchema },
    },
    async (c) => getApiKeys(c.db, await integrationOwnerOf(c.db, c.caller)),
  );

  signedIn.post(
    '/api-keys',
    {
      // Only the secret's hash is kept, also for a replay of this request (decision 191).
      idempotencyRedact: ['secret'],
      summary: 'Create an API key; its secret is answered this once',
      description:
        'The key acts as you with only its scopes, until it expires or is revoked (also by a ' +
        'password reset or change). Send it as `X-API-Key`. Only its hash is stored: keep the ' +
        'secret now. `currentPassword` is your password (400 when missing or wrong); an ' +
        'account without one needs a session at most 10 minutes old (else 403).',
      operationId: 'createApiKey',
      body: CreateApiKeyInputSchema,
      response: { 201: CreatedApiKeySchema },
    },
    async (c) => {
      const owner = await integrationOwnerOf(c.db, c.caller);
      await confirmCurrentPassword(
        app.auth,
        c.db,
        c.caller,
        c.request.authSession,
        c.body.currentPassword,
      );
      return createApiKey(c.db, owner, c.actor, c.body);
    },
  );

  signedIn.delete(
    '/api-keys/:id',
    {
      summary: 'Revoke an API key',
      description: 'It authenticates nothing from now on; it stays in the list as revoked.',
      operationId: 'revokeApiKey',
      params: IdParamsSchema,
      response: { 200: ApiKeySchema },
    },
    async (c) =>
      revokeOwnApiKey(c.db, await integrationOwnerOf(c.db, c.caller), c.actor, c.params.id),
  );
};
