import {
  INVITATION_LIMIT_MESSAGES,
  INVITATION_WINDOW_MS,
  MAX_INVITATIONS_PER_COMPANY_PER_HOUR,
  MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR,
} from '@partline/shared';
import type { Database, Transaction } from '../db/client.js';
import { ForbiddenError, TooManyRequestsError } from '../errors.js';
import {
  invitationTimesSince,
  lockCompany,
  lockInvitationsTo,
} from '../modules/companies/companies.repository.js';
import { findUserByEmail } from '../modules/users/users.repository.js';
import type { RequestUser } from '../plugins/identity.js';

/**
 * Only an inviter whose e-mail address is verified sends invitation mails (decision 294).
 * @throws ForbiddenError 'Verify your e-mail address before inviting anyone'.
 */
export async function requireVerifiedInviter(db: Database, caller: RequestUser): Promise<void> {
  const row = await findUserByEmail(db, caller.email);
  if (!row?.emailVerified) throw new ForbiddenError(INVITATION_LIMIT_MESSAGES.verifyFirst);
}

/** Seconds until the oldest of `times` leaves the window (at least 1). */
function retryAfter(times: Date[], now: number): number {
  const oldest = times[0]?.getTime() ?? now;
  return Math.max(1, Math.ceil((oldest + INVITATION_WINDOW_MS - now) / 1000));
}

/**
 * Within the transaction that adds an invitation, before it does (decision 294): at most
 * {@link MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR} invitations to one address from every company
 * together, and {@link MAX_INVITATIONS_PER_COMPANY_PER_HOUR} from one company, in the last hour.
 * Counted from the stored invitations (withdrawn and replaced ones too: each was a mail) under the
 * company's row lock and a lock on the address, so two instances cannot both take the last one.
 * @throws TooManyRequestsError (429, with the seconds until one leaves the window).
 */
export async function checkInvitationLimits(
  tx: Transaction,
  companyId: string,
  email: string,
): Promise<void> {
  await lockCompany(tx, companyId);
  await lockInvitationsTo(tx, email);
  const now = Date.now();
  const since = new Date(now - INVITATION_WINDOW_MS);
  const toRecipient = await invitationTimesSince(tx, { email }, since);
  if (toRecipient.length >= MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR) {
    throw new TooManyRequestsError(
      INVITATION_LIMIT_MESSAGES.recipientLimit,
      retryAfter(toRecipient, now),
    );
  }
  const ofCompany = await invitationTimesSince(tx, { companyId }, since);
  if (ofCompany.length >= MAX_INVITATIONS_PER_COMPANY_PER_HOUR) {
    throw new TooManyRequestsError(
      INVITATION_LIMIT_MESSAGES.companyLimit,
      retryAfter(ofCompany, now),
    );
  }
}
