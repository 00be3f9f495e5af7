import { API_KEY_MESSAGES } from '@partline/shared';
import type { Database } from '../db/client.js';
import { ForbiddenError } from '../errors.js';
import type { RequestUser } from '../plugins/identity.js';
import { membershipOf } from './company-of-caller.js';

/** Who owns a buyer's integrations (API keys, webhooks): their company, or the client alone. */
export type IntegrationOwner = { companyId: string } | { userId: string };

/**
 * The owner of the caller's integrations (decision 190): a company admin's company, or a client
 * in no company themself.
 * @throws ForbiddenError for shop admins ('API keys are for buyers') and a company's buyers
 *   ('Only a company admin manages API keys for the company').
 */
export async function integrationOwnerOf(
  db: Database,
  caller: RequestUser,
): Promise<IntegrationOwner> {
  if (caller.role === 'admin') throw new ForbiddenError(API_KEY_MESSAGES.notForAdmins);
  const membership = await membershipOf(db, caller);
  if (!membership) return { userId: caller.id };
  if (membership.role !== 'admin') throw new ForbiddenError(API_KEY_MESSAGES.notForBuyers);
  return { companyId: membership.companyId };
}
