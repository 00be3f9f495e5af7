import { COMPANY_MESSAGES, type CompanyInvitation, type InviteMemberInput } from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import { ConflictError } from '../errors.js';
import { localeOrDefault, translatorFor } from '../i18n/translator.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail } from '../mail/templates.js';
import { checkInvitationLimits, requireVerifiedInviter } from './invitation-limits.js';
import {
  findMembership,
  insertInvitation,
  revokePendingInvitationsOf,
} from '../modules/companies/companies.repository.js';
import {
  limitInPoisha,
  newInvitationToken,
  requireCompanyAdmin,
  toInvitation,
} from '../modules/companies/companies.service.js';
import { findUserByEmail } from '../modules/users/users.repository.js';
import type { RequestUser } from '../plugins/identity.js';

/** Where the web app's invitation page is; the token follows. */
export const INVITATION_PATH = '/invitations/';

/**
 * `POST /company/invitations` (company admins; decision 131): a new invitation of `email` with a
 * role and monthly limit. A pending invitation of the same e-mail to the company is withdrawn (the
 * new link replaces it). The link's token is 256 random bits; only its SHA-256 is stored, and the
 * token exists only in the e-mail, sent once the invitation is committed. Records `company.invite`.
 * Only from a verified e-mail address, within the invitation limits (decision 294).
 * @throws NotFoundError/ForbiddenError (not a company admin, or an unverified inviter);
 *   TooManyRequestsError (429) past a limit; ConflictError 'This person is already
 *   a member of your company'; the mailer's error when the e-mail cannot be sent (the invitation
 *   stays; inviting again replaces it).
 */
export async function inviteMember(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  caller: RequestUser,
  input: InviteMemberInput,
  actor: AuditActor,
): Promise<CompanyInvitation> {
  const { company } = await requireCompanyAdmin(db, caller);
  await requireVerifiedInviter(db, caller);
  const invitee = await findUserByEmail(db, input.email);
  if (invitee) {
    const membership = await findMembership(db, invitee.id);
    // Someone of another company is invited all the same: accepting tells them, not the inviter.
    if (membership?.company.id === company.id) {
      throw new ConflictError(COMPANY_MESSAGES.alreadyMember);
    }
  }
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const invitation = await db.transaction(async (tx) => {
    await checkInvitationLimits(tx, company.id, input.email);
    await revokePendingInvitationsOf(tx, company.id, input.email);
    const row = await insertInvitation(tx, {
      companyId: company.id,
      email: input.email,
      role: input.role,
      monthlySpendingLimitPoisha: limitInPoisha(input.monthlySpendingLimit),
      tokenHash,
      expiresAt,
      invitedById: caller.id,
    });
    await recordAudit(tx, actor, {
      action: 'company.invite',
      targetType: 'company',
      targetId: company.id,
      targetLabel: company.name,
      before: null,
      after: {
        invitation: row.email,
        role: row.role,
        monthlySpendingLimit: input.monthlySpendingLimit,
      },
    });
    return row;
  });
  // The invitee's own language when they have an account, else the inviter's (decision 328).
  const locale = localeOrDefault(
    invitee?.locale ?? (await findUserByEmail(db, caller.email))?.locale,
  );
  await mailer.send(
    invitationMail(
      invitation.email,
      {
        companyName: company.name,
        inviterName: caller.name,
        roleLabel: translatorFor(locale).t(`mail.invitation.role.${invitation.role}`),
        expiresAt: invitation.expiresAt.toISOString(),
      },
      `${publicUrl}${INVITATION_PATH}${token}`,
      locale,
    ),
  );
  return toInvitation(invitation);
}
