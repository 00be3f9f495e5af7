import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { revokeKeysCreatedBy } from '../modules/api-keys/api-keys.repository.js';
import { recordKeyRevoked } from '../modules/api-keys/api-keys.service.js';
import { deleteEndpointsCreatedBy } from '../modules/webhooks/webhooks.repository.js';
import { recordEndpointRemoved } from '../modules/webhooks/webhooks.service.js';

/** Why an account's credentials ended: its password was reset, or changed by its owner. */
export type CredentialsEndReason = 'password_reset' | 'password_change';

/**
 * Ends what an account's sessions could have minted (decision 294): after a password reset or
 * change, every API key the account created is revoked (`api_key.revoke` in the audit log, one
 * entry per key, the reason beside it) and every webhook endpoint it created is removed, so its
 * signing secret signs nothing more (`webhook_endpoint.remove`, likewise); its log stays. Company keys and endpoints the account made
 * end too: whoever stole the session could have made those. One transaction: all or nothing.
 * Answers how many of each ended.
 */
export async function endCredentialsOf(
  db: Database,
  user: { id: string; email: string },
  reason: CredentialsEndReason,
  { ip, log }: { ip: string | null; log: FastifyBaseLogger },
): Promise<{ apiKeys: number; webhookEndpoints: number }> {
  const actor = { id: user.id, email: user.email, requestId: null, ip };
  const ended = await db.transaction(async (tx) => {
    const keys = await revokeKeysCreatedBy(tx, user.id);
    for (const key of keys) await recordKeyRevoked(tx, actor, key, reason);
    const endpoints = await deleteEndpointsCreatedBy(tx, user.id);
    for (const endpoint of endpoints) await recordEndpointRemoved(tx, actor, endpoint, reason);
    return { apiKeys: keys.length, webhookEndpoints: endpoints.map((endpoint) => endpoint.id) };
  });
  if (ended.apiKeys > 0 || ended.webhookEndpoints.length > 0) {
    log.info({ userId: user.id, reason, ...ended }, 'credentials ended with the password');
  }
  return { apiKeys: ended.apiKeys, webhookEndpoints: ended.webhookEndpoints.length };
}
