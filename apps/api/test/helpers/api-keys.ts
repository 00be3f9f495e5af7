import type { ApiKeyScope } from '@partline/shared';
import type { App } from '../../src/app.js';
import { sendAs, succeeded, type TestUser } from './auth.js';

/**
 * Creates an API key as `user` through `POST /api/api-keys` (confirmed with their password) and
 * answers its secret and id.
 * @throws unless 201.
 */
export async function createApiKey(
  app: App,
  user: TestUser,
  scopes: ApiKeyScope[],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; secret: string; headers: { 'x-api-key': string } }> {
  const res = await sendAs(app, user, 'POST', '/api/api-keys', {
    name: `ERP ${scopes.join(' ')}`,
    scopes,
    currentPassword: user.password,
    ...extra,
  });
  const body = succeeded(res, 201, 'API key').json<{ apiKey: { _id: string }; secret: string }>();
  return { id: body.apiKey._id, secret: body.secret, headers: { 'x-api-key': body.secret } };
}
