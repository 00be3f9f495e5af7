import type { AuditActor } from '../audit/audit-log.js';
import type { Transaction } from '../db/client.js';
import { revokeKeysMadeBy } from '../modules/api-keys/api-keys.repository.js';
import { recordKeyRevoked } from '../modules/api-keys/api-keys.service.js';
import type { MembershipEnds } from '../modules/companies/companies.service.js';
import { deleteEndpointsMadeBy } from '../modules/webhooks/webhooks.repository.js';
import { recordEndpointRemoved } from '../modules/webhooks/webhooks.service.js';

/** Why a key or an endpoint ended, in its audit entry. */
const REASON = 'membership changed';

/**
 * Revokes the API keys and deletes the webhook endpoints `userId` made for `companyId` (`null`: as
 * a client in no company), inside the membership change's transaction; each key's revocation is
 * recorded as `api_key.revoke`, each endpoint's removal as `webhook_endpoint.remove`, the reason
 * beside it. Answers what ended, for the membership's own audit entry, or `{}`.
 */
async function endIntegrations(
  tx: Transaction,
  userId: string,
  companyId: string | null,
  actor: AuditActor,
): Promise<Record<string, unknown>> {
  const keys = await revokeKeysMadeBy(tx, userId, companyId);
  const endpoints = await deleteEndpointsMadeBy(tx, userId, companyId);
  for (const key of keys) await recordKeyRevoked(tx, actor, key, REASON);
  for (const endpoint of endpoints) await recordEndpointRemoved(tx, actor, endpoint, REASON);
  return {
    ...(keys.length > 0 ? { revokedApiKeys: keys.map((key) => key.name) } : {}),
    ...(endpoints.length > 0
      ? { deletedWebhookEndpoints: endpoints.map((endpoint) => endpoint.url) }
      : {}),
  };
}

/**
 * What ends with a membership (decision 293): joining or founding a company ends the keys and
 * webhook endpoints the person made as a client in no company; leaving a company, being removed
 * from it or demoted from its admin ends the keys and endpoints they made for it. The identity
 * check and the webhook worker refuse the same credentials on every other path.
 */
export const membershipEnds: MembershipEnds = {
  joined: (tx, userId, actor) => endIntegrations(tx, userId, null, actor),
  adminEnded: (tx, userId, companyId, actor) => endIntegrations(tx, userId, companyId, actor),
};
