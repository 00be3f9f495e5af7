import { createHash, randomBytes } from 'node:crypto';
import {
  COMPANY_MESSAGES,
  EXPORT_SALE_MESSAGES as X,
  isZeroRated,
  INVITATION_VALID_DAYS,
  PAGE_MESSAGES,
  PAYMENT_MESSAGES,
  toPoisha,
  toTaka,
  PRICE_LIST_MESSAGES,
  type AdminCompany,
  type Company,
  type CompanyCustomerGroupInput,
  type CompanyInput,
  type CurrencyCode,
  type CompanyInvitation,
  type CompanyTaxProfile,
  type CompanyTaxProfileInput,
  type CreateCompanyInput,
  type Incoterm,
  type IncotermInput,
  type CompanyListQuery,
  type CompanyRole,
  type InvitationPreview,
  type KeysetPage,
  type UpdateCompanyMemberInput,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { assertRowId, isRowId } from '../../row-id.js';
import { decodeCursor, pageLimitOf, toKeysetPage } from '../../keyset-page.js';
import type { RequestUser } from '../../plugins/identity.js';
import {
  claimInvitation,
  deleteMember,
  findAdminCompany,
  findCompany,
  findIdentityTaken,
  findInvitationByTokenHash,
  findMembership,
  insertCompany,
  insertMember,
  companyNameKey,
  listCompaniesPage,
  listPendingInvitations,
  lockMembers,
  revokeInvitation as revokeInvitationRow,
  revokePendingInvitationsBy,
  updateCompany,
  updateCompanyCustomerGroup,
  updateCompanyIncoterm,
  updateCompanyTaxProfile,
  lockCompany,
  updateMember,
  type CompanyRow,
  type CompanyWithMemberCount,
  type InvitationRow,
  type MemberRow,
} from './companies.repository.js';

const M = COMPANY_MESSAGES;

/** A company row as the API answers it. */
export function toCompany(row: CompanyRow): Company {
  return {
    _id: row.id,
    name: row.name,
    tradeLicenceNumber: row.tradeLicenceNumber,
    bin: row.bin,
    billingAddress: row.billingAddress,
    country: row.country,
    vatWithholding: row.vatWithholding,
    incomeTaxDeductor: row.incomeTaxDeductor,
    incoterm: row.incoterm as Incoterm | null,
    incotermPlace: row.incotermPlace,
    currency: row.currency as CurrencyCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A company as the back-office answers it: its details, its number of members and its customer
 * group (decision 320).
 */
export function toAdminCompany(row: CompanyWithMemberCount): AdminCompany {
  return {
    ...toCompany(row),
    memberCount: row.memberCount,
    customerGroup:
      row.customerGroupId && row.customerGroupName !== null
        ? { id: row.customerGroupId, name: row.customerGroupName }
        : null,
  };
}

/** A pending invitation as company admins see it. */
export function toInvitation(row: InvitationRow): CompanyInvitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    monthlySpendingLimit: limitInTaka(row.monthlySpendingLimitPoisha),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A limit in poisha as Taka; `null` (no limit) stays `null`. */
export const limitInTaka = (poisha: number | null) => (poisha === null ? null : toTaka(poisha));
/** A limit in Taka as poisha; `null` (no limit) stays `null`. */
export const limitInPoisha = (taka: number | null) => (taka === null ? null : toPoisha(taka));

/** The audit fields of a membership (money in Taka, decision 069). */
export function memberSnapshot(row: Pick<MemberRow, 'role' | 'monthlySpendingLimitPoisha'>) {
  return { role: row.role, monthlySpendingLimit: limitInTaka(row.monthlySpendingLimitPoisha) };
}

/** The caller's membership and company, if any. */
export function membershipOf(db: Database, caller: RequestUser) {
  return findMembership(db, caller.id);
}

/**
 * The caller's membership as a company admin.
 * @throws NotFoundError 'You are not a member of a company'; ForbiddenError 'Only company admins
 *   may do this' for a buyer.
 */
export async function requireCompanyAdmin(
  db: Database,
  caller: RequestUser,
): Promise<{ member: MemberRow; company: CompanyRow }> {
  const membership = await findMembership(db, caller.id);
  if (!membership) throw new NotFoundError(M.notInCompany);
  if (membership.member.role !== 'admin') throw new ForbiddenError(M.companyAdminsOnly);
  return membership;
}

/**
 * Refuses details whose BIN or trade licence number another company (than `exceptId`) already
 * holds, ignoring case, spaces and dashes (decision 296).
 * @throws ConflictError naming the field: 'A company with this BIN is already registered' or '…
 *   trade licence number …', with `details` on the field(s).
 */
async function assertIdentityFree(
  db: Executor,
  input: CompanyInput,
  exceptId?: string,
): Promise<void> {
  const taken = await findIdentityTaken(db, input, exceptId);
  if (taken) throw identityConflict(taken);
}

/** The 409 of a BIN and/or trade licence number another company holds. */
function identityConflict(taken: { bin: boolean; tradeLicenceNumber: boolean }): ConflictError {
  const details: Record<string, string[]> = {};
  if (taken.bin) details.bin = [M.binTaken];
  if (taken.tradeLicenceNumber) details.tradeLicenceNumber = [M.tradeLicenceTaken];
  return new ConflictError(taken.bin ? M.binTaken : M.tradeLicenceTaken, details);
}

/** The 409 of a write the unique indexes refused (a concurrent company won the race), or `undefined`. */
function identityViolation(error: unknown): ConflictError | undefined {
  if (isUniqueViolation(error, 'companies_bin_key')) {
    return identityConflict({ bin: true, tradeLicenceNumber: false });
  }
  if (isUniqueViolation(error, 'companies_trade_licence_key')) {
    return identityConflict({ bin: false, tradeLicenceNumber: true });
  }
  return undefined;
}

/**
 * What a membership granted and must end with it (decision 293), done inside the transaction that
 * changes the membership by the flow that calls the change (the companies module owns neither API
 * keys nor webhook endpoints). Each answers what it ended, for the membership's audit entry
 * (`{}` when nothing).
 */
export interface MembershipEnds {
  /** `userId` joins or founds a company: the keys and endpoints they made as a client in none. */
  joined(tx: Transaction, userId: string, actor: AuditActor): Promise<Record<string, unknown>>;
  /** `userId` is no longer an admin of `companyId` (removed or demoted): what they made for it. */
  adminEnded(
    tx: Transaction,
    userId: string,
    companyId: string,
    actor: AuditActor,
  ): Promise<Record<string, unknown>>;
}

/**
 * Withdraws the company's pending invitations that `userId` sent, each recorded as
 * `company.revoke_invitation`: whoever is no longer a company admin invites nobody (decision 293).
 */
async function revokeInvitationsSentBy(
  tx: Transaction,
  company: CompanyRow,
  userId: string,
  actor: AuditActor,
): Promise<void> {
  for (const row of await revokePendingInvitationsBy(tx, company.id, userId)) {
    await recordAudit(tx, actor, {
      action: 'company.revoke_invitation',
      targetType: 'company',
      targetId: company.id,
      targetLabel: company.name,
      before: { invitation: row.email, role: row.role },
      after: null,
    });
  }
}

/** Shop admins run the shop; they neither order nor belong to a company (spec §6). */
function assertNotShopAdmin(caller: RequestUser): void {
  if (caller.role === 'admin') throw new ForbiddenError(M.shopAdminsDoNotJoin);
}

/**
 * `POST /company`: creates a company with the caller as its first company admin, no limit
 * (decision 130), ends the keys and endpoints the caller made as a client in no company (`ends`,
 * decision 293) and records `company.create`, all in one transaction. A BIN or trade licence
 * number is registered to one company (decision 296).
 * @throws ForbiddenError for shop admins; ConflictError 'You already belong to a company', or 'A
 *   company with this BIN (trade licence number) is already registered'.
 */
export async function createCompany(
  db: Database,
  caller: RequestUser,
  input: CreateCompanyInput,
  actor: AuditActor,
  ends: MembershipEnds,
): Promise<Company> {
  assertNotShopAdmin(caller);
  if (await findMembership(db, caller.id)) throw new ConflictError(M.alreadyInCompany);
  try {
    return await db.transaction(async (tx) => {
      await assertIdentityFree(tx, input);
      const company = await insertCompany(tx, input);
      await insertMember(tx, {
        companyId: company.id,
        userId: caller.id,
        role: 'admin',
        monthlySpendingLimitPoisha: null,
      });
      const ended = await ends.joined(tx, caller.id, actor);
      await recordAudit(tx, actor, {
        action: 'company.create',
        targetType: 'company',
        targetId: company.id,
        targetLabel: company.name,
        before: null,
        after: { ...input, firstAdmin: caller.email, ...ended },
      });
      return toCompany(company);
    });
  } catch (error) {
    // A second request of the same person won the race for their one membership.
    if (isUniqueViolation(error, 'company_members_user_key')) {
      throw new ConflictError(M.alreadyInCompany);
    }
    throw identityViolation(error) ?? error;
  }
}

/** The audit fields of a company's details. */
const companySnapshot = (row: CompanyRow) => ({
  name: row.name,
  tradeLicenceNumber: row.tradeLicenceNumber,
  bin: row.bin,
  billingAddress: row.billingAddress,
});

/**
 * Changes a company's details and records `company.edit` with before and after.
 * @throws NotFoundError 'Company not found'; ConflictError when another company holds the BIN or
 *   trade licence number (decision 296).
 */
async function editCompany(
  db: Database,
  id: string,
  input: CompanyInput,
  actor: AuditActor,
): Promise<Company> {
  try {
    return await editCompanyRow(db, id, input, actor);
  } catch (error) {
    throw identityViolation(error) ?? error;
  }
}

async function editCompanyRow(
  db: Database,
  id: string,
  input: CompanyInput,
  actor: AuditActor,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const before = await findCompany(tx, id);
    if (before) await assertIdentityFree(tx, input, id);
    const row = before ? await updateCompany(tx, id, input) : undefined;
    if (!before || !row) throw new NotFoundError(M.notFound);
    await recordAudit(tx, actor, {
      action: 'company.edit',
      targetType: 'company',
      targetId: row.id,
      targetLabel: row.name,
      before: companySnapshot(before),
      after: companySnapshot(row),
    });
    return toCompany(row);
  });
}

/** `PUT /company` (company admins): their company's details. */
export async function updateOwnCompany(
  db: Database,
  caller: RequestUser,
  input: CompanyInput,
  actor: AuditActor,
): Promise<Company> {
  const { company } = await requireCompanyAdmin(db, caller);
  return editCompany(db, company.id, input, actor);
}

/**
 * `PUT /admin/companies/{id}` (shop admins): any company's details.
 * @throws NotFoundError 'Company not found'.
 */
export async function updateCompanyAsShopAdmin(
  db: Database,
  id: string,
  input: CompanyInput,
  actor: AuditActor,
): Promise<Company> {
  assertRowId(id, M.notFound);
  return editCompany(db, id, input, actor);
}

/** The audit fields of a company's tax profile. */
const taxProfileOf = (row: CompanyRow) => ({
  country: row.country,
  vatWithholding: row.vatWithholding,
  incomeTaxDeductor: row.incomeTaxDeductor,
});

/**
 * `PATCH /admin/companies/{id}/tax-profile` (shop admins only; decision 307): the company's
 * country and whether it withholds VAT (Mushak-6.6) or income tax at source, with its audit entry
 * (`company.edit` with the tax profile before and after) in the same transaction; nothing changed, nothing
 * recorded. A company admin cannot set these: no route of theirs takes them.
 * @throws NotFoundError 'Company not found'.
 */
export async function setCompanyTaxProfile(
  db: Database,
  id: string,
  input: CompanyTaxProfileInput,
  actor: AuditActor,
): Promise<CompanyTaxProfile> {
  assertRowId(id, M.notFound);
  return db.transaction(async (tx) => {
    const before = await lockCompany(tx, id);
    if (!before) throw new NotFoundError(M.notFound);
    const row = (await updateCompanyTaxProfile(tx, id, input)) ?? before;
    const [was, is] = [taxProfileOf(before), taxProfileOf(row)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordAudit(tx, actor, {
        action: 'company.edit',
        targetType: 'company',
        targetId: row.id,
        targetLabel: row.name,
        before: was,
        after: is,
      });
    }
    return { companyId: row.id, ...is };
  });
}

/** What a change of a member works on, found by {@link changeLockedMember}. */
interface LockedMember {
  company: CompanyRow;
  member: MemberRow;
  /** Whether the member is the company's only company admin, under the lock (who must stay). */
  lastAdmin: boolean;
  /** The member's e-mail, the audit entries' target label. */
  label: string;
}

/**
 * Runs `change` on the member of `userId` in one transaction, for a company admin: every member
 * row of the caller's company is locked first, so two admins changing each other at once cannot
 * leave the company without one (decision 130), and the caller must still be a company admin under
 * the lock (another admin may have demoted them meanwhile).
 * @throws NotFoundError 'Member not found' (also a member of another company); ForbiddenError
 *   'Only company admins may do this'; errors of requireCompanyAdmin and of `change`.
 */
async function changeLockedMember<T>(
  db: Database,
  caller: RequestUser,
  userId: string,
  memberEmail: (userId: string) => Promise<string>,
  change: (tx: Transaction, locked: LockedMember) => Promise<T>,
): Promise<T> {
  const { company } = await requireCompanyAdmin(db, caller);
  const label = await memberEmail(userId);
  return db.transaction(async (tx) => {
    const members = await lockMembers(tx, company.id);
    const member = members.find((row) => row.userId === userId);
    if (!member) throw new NotFoundError(M.memberNotFound);
    const self = members.find((row) => row.userId === caller.id);
    if (self?.role !== 'admin') throw new ForbiddenError(M.companyAdminsOnly);
    const admins = members.filter((row) => row.role === 'admin').length;
    return change(tx, {
      company,
      member,
      lastAdmin: member.role === 'admin' && admins <= 1,
      label,
    });
  });
}

/**
 * `PUT /company/members/{userId}` (company admins): a member's role and/or monthly spending limit,
 * each change recorded (`company_member.set_role`, `company_member.set_limit`). The company's
 * member rows are locked first, so the last company admin cannot be demoted, even by two admins
 * demoting each other at once (decision 130). A demoted company admin's company API keys, webhook
 * endpoints (`ends`) and pending invitations end in the same transaction (decision 293).
 * @throws NotFoundError 'Member not found' (also a member of another company); ConflictError 'A
 *   company keeps at least one company admin'.
 */
export async function updateCompanyMember(
  db: Database,
  caller: RequestUser,
  userId: string,
  input: UpdateCompanyMemberInput,
  actor: AuditActor,
  memberEmail: (userId: string) => Promise<string>,
  ends: MembershipEnds,
): Promise<{ modifiedCount: number }> {
  return changeLockedMember(db, caller, userId, memberEmail, async (tx, locked) => {
    const { company, member, lastAdmin, label } = locked;
    const changes: { role?: CompanyRole; monthlySpendingLimitPoisha?: number | null } = {};
    if (input.role !== undefined && input.role !== member.role) {
      if (lastAdmin) throw new ConflictError(M.lastAdmin);
      changes.role = input.role;
    }
    if (input.monthlySpendingLimit !== undefined) {
      const limit = limitInPoisha(input.monthlySpendingLimit);
      if (limit !== member.monthlySpendingLimitPoisha) changes.monthlySpendingLimitPoisha = limit;
    }
    if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
    const after = await updateMember(tx, member.id, changes);
    if (!after) throw new NotFoundError(M.memberNotFound);
    const target = { targetType: 'user' as const, targetId: userId, targetLabel: label };
    if (changes.role !== undefined) {
      let ended = {};
      if (member.role === 'admin') {
        ended = await ends.adminEnded(tx, userId, company.id, actor);
        await revokeInvitationsSentBy(tx, company, userId, actor);
      }
      await recordAudit(tx, actor, {
        action: 'company_member.set_role',
        ...target,
        before: { company: company.name, role: member.role },
        after: { company: company.name, role: after.role, ...ended },
      });
    }
    if (changes.monthlySpendingLimitPoisha !== undefined) {
      await recordAudit(tx, actor, {
        action: 'company_member.set_limit',
        ...target,
        before: {
          company: company.name,
          monthlySpendingLimit: limitInTaka(member.monthlySpendingLimitPoisha),
        },
        after: {
          company: company.name,
          monthlySpendingLimit: limitInTaka(after.monthlySpendingLimitPoisha),
        },
      });
    }
    return { modifiedCount: 1 };
  });
}

/**
 * `DELETE /company/members/{userId}` (company admins): removes a member, themselves included,
 * unless it is the last company admin; records `company_member.remove`. Their orders stay the
 * company's; the company API keys and webhook endpoints they made (`ends`) and the invitations they
 * sent end in the same transaction (decision 293).
 * @throws NotFoundError 'Member not found'; ConflictError 'A company keeps at least one company
 *   admin'.
 */
export async function removeCompanyMember(
  db: Database,
  caller: RequestUser,
  userId: string,
  actor: AuditActor,
  memberEmail: (userId: string) => Promise<string>,
  ends: MembershipEnds,
): Promise<{ deletedCount: number }> {
  return changeLockedMember(db, caller, userId, memberEmail, async (tx, locked) => {
    const { company, member, lastAdmin, label } = locked;
    if (lastAdmin) throw new ConflictError(M.lastAdmin);
    await deleteMember(tx, member.id);
    const ended = await ends.adminEnded(tx, userId, company.id, actor);
    await revokeInvitationsSentBy(tx, company, userId, actor);
    await recordAudit(tx, actor, {
      action: 'company_member.remove',
      targetType: 'user',
      targetId: userId,
      targetLabel: label,
      before: { company: company.name, ...memberSnapshot(member) },
      after: Object.keys(ended).length > 0 ? ended : null,
    });
    return { deletedCount: 1 };
  });
}

/** `GET /company/invitations` (company admins): the pending ones, newest first. */
export async function getPendingInvitations(
  db: Database,
  caller: RequestUser,
): Promise<CompanyInvitation[]> {
  const { company } = await requireCompanyAdmin(db, caller);
  return (await listPendingInvitations(db, company.id)).map(toInvitation);
}

/**
 * `DELETE /company/invitations/{id}` (company admins): withdraws a pending invitation of their
 * company; records `company.revoke_invitation`.
 * @throws NotFoundError 'This invitation link is not valid' (unknown, another company's, or no
 *   longer pending).
 */
export async function revokeInvitation(
  db: Database,
  caller: RequestUser,
  id: string,
  actor: AuditActor,
): Promise<{ deletedCount: number }> {
  const { company } = await requireCompanyAdmin(db, caller);
  assertRowId(id, M.invitationNotFound);
  return db.transaction(async (tx) => {
    const row = await revokeInvitationRow(tx, company.id, id);
    if (!row) throw new NotFoundError(M.invitationNotFound);
    await recordAudit(tx, actor, {
      action: 'company.revoke_invitation',
      targetType: 'company',
      targetId: company.id,
      targetLabel: company.name,
      before: { invitation: row.email, role: row.role },
      after: null,
    });
    return { deletedCount: 1 };
  });
}

/** A new invitation link's secret: 32 random bytes, base64url (256 bits, decision 131). */
export function newInvitationToken(): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000),
  };
}

/** What is stored of a token: its SHA-256, hex. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The invitation of a link's token, if it can still be accepted.
 * @throws NotFoundError 'This invitation link is not valid'; ConflictError when it has expired,
 *   was used or was withdrawn.
 */
async function usableInvitation(db: Database, token: string) {
  const found = await findInvitationByTokenHash(db, hashInvitationToken(token));
  if (!found) throw new NotFoundError(M.invitationNotFound);
  const { invitation } = found;
  if (invitation.acceptedAt) throw new ConflictError(M.invitationUsed);
  if (invitation.revokedAt) throw new ConflictError(M.invitationWithdrawn);
  if (invitation.expiresAt.getTime() <= Date.now()) throw new ConflictError(M.invitationExpired);
  return found;
}

/** `GET /invitations/{token}` (anyone with the link): what the invitation page shows. */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const { invitation, companyName } = await usableInvitation(db, token);
  return {
    companyName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `POST /invitations/{token}/accept` (signed in as the invited e-mail): the caller joins the
 * company with the invitation's role and limit; the invitation is used up in the same transaction
 * (a conditional update: single use even under concurrency, decision 131), and so do the API
 * keys and webhook endpoints the caller made as a client in no company (`ends`, decision 293);
 * records `company_member.join`.
 * @throws NotFoundError for an unknown token; ConflictError when expired, used, withdrawn, or the
 *   caller already belongs to a company; ForbiddenError when it is someone else's invitation or
 *   the caller is a shop admin.
 */
export async function acceptInvitation(
  db: Database,
  caller: RequestUser,
  token: string,
  actor: AuditActor,
  ends: MembershipEnds,
): Promise<{ companyId: string }> {
  if (caller.role === 'admin') throw new ForbiddenError(PAYMENT_MESSAGES.adminsDoNotOrder);
  const { invitation, companyName } = await usableInvitation(db, token);
  if (!sameEmail(invitation.email, caller.email)) {
    throw new ForbiddenError(M.invitationForSomeoneElse(invitation.email));
  }
  if (await findMembership(db, caller.id)) throw new ConflictError(M.alreadyInCompany);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await claimInvitation(tx, invitation.id, caller.id);
      if (!claimed) throw new ConflictError(M.invitationUsed);
      const member = await insertMember(tx, {
        companyId: claimed.companyId,
        userId: caller.id,
        role: claimed.role,
        monthlySpendingLimitPoisha: claimed.monthlySpendingLimitPoisha,
      });
      const ended = await ends.joined(tx, caller.id, actor);
      await recordAudit(tx, actor, {
        action: 'company_member.join',
        targetType: 'user',
        targetId: caller.id,
        targetLabel: caller.email,
        before: null,
        after: { company: companyName, ...memberSnapshot(member), ...ended },
      });
      return { companyId: claimed.companyId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_members_user_key')) {
      throw new ConflictError(M.alreadyInCompany);
    }
    throw error;
  }
}

/**
 * `GET /admin/companies` (shop admins; decisions 210, 247): companies by name, with their number of
 * members, those whose name contains `q` when given, one keyset page — `limit` of them after
 * `cursor`, or without either the first `SPEC_LIST_CAP` — and the cursor of the next page (`null`
 * on the last). The cursor holds the id of the page's last company only (a name may be longer
 * than a cursor may be); the page after it starts at that company's name as it is now.
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for a cursor that is not one
 *   or names no company.
 */
export async function getCompaniesPage(
  db: Database,
  query: CompanyListQuery,
): Promise<KeysetPage<AdminCompany>> {
  const limit = pageLimitOf(query);
  const after = query.cursor === undefined ? undefined : await afterCompany(db, query.cursor);
  const rows = await listCompaniesPage(db, { search: query.q, after, limit: limit + 1 });
  const page = toKeysetPage(rows, limit, (row) => [row.id]);
  return {
    items: page.items.map(toAdminCompany),
    nextCursor: page.nextCursor,
  };
}

/** The `[lower(name), id]` a page after the cursor's company starts from. */
async function afterCompany(db: Database, cursor: string): Promise<[string, string]> {
  const [id] = decodeCursor(cursor, ['string'] as const);
  const key = isRowId(id) ? await companyNameKey(db, id) : undefined;
  if (key === undefined) throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
  return [key, id];
}

/**
 * The company of `id` (shop admins).
 * @throws NotFoundError 'Company not found'.
 */
export async function companyById(db: Database, id: string): Promise<CompanyRow> {
  const row = isRowId(id) ? await findCompany(db, id) : undefined;
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/**
 * The company of `id` as the back-office answers it, with its members counted and its customer
 * group (shop admins; decision 320).
 * @throws NotFoundError 'Company not found'.
 */
export async function getAdminCompany(db: Executor, id: string): Promise<AdminCompany> {
  const row = isRowId(id) ? await findAdminCompany(db, id) : undefined;
  if (!row) throw new NotFoundError(M.notFound);
  return toAdminCompany(row);
}

/**
 * `PATCH /admin/companies/{id}/customer-group` (shop admins; decision 320): puts the company in a
 * customer group, or in none (`null`); the group's price lists apply to its buyers from their
 * next read. The company row is locked; audited (`company.customer_group`, the group's name before
 * and after) in the same transaction when it changed. The group's existence is the foreign key's
 * to judge, so a group deleted meanwhile is refused too.
 * @throws NotFoundError 'Company not found'; ValidationError 400 on `customerGroupId`, 'Customer
 *   group not found'.
 */
export async function setCompanyCustomerGroup(
  db: Database,
  id: string,
  input: CompanyCustomerGroupInput,
  actor: AuditActor,
): Promise<AdminCompany> {
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockCompany(tx, id))) throw new NotFoundError(M.notFound);
      const before = (await findAdminCompany(tx, id)) as CompanyWithMemberCount;
      if (before.customerGroupId === input.customerGroupId) return toAdminCompany(before);
      await updateCompanyCustomerGroup(tx, id, input.customerGroupId);
      const after = (await findAdminCompany(tx, id)) as CompanyWithMemberCount;
      await recordAudit(tx, actor, {
        action: 'company.customer_group',
        targetType: 'company',
        targetId: id,
        targetLabel: after.name,
        before: { customerGroup: before.customerGroupName },
        after: { customerGroup: after.customerGroupName },
      });
      return toAdminCompany(after);
    });
  } catch (error) {
    if (isForeignKeyViolation(error, 'companies_customer_group_id_customer_groups_id_fk')) {
      throw new ValidationError({ customerGroupId: [PRICE_LIST_MESSAGES.groupNotFound] });
    }
    throw error;
  }
}

/**
 * `PATCH /admin/companies/{id}/incoterm` (shop admins; decision 323): the incoterm and named place
 * a company abroad buys under by default — each order it places from then on copies them. The
 * company row is locked; the change is audited (`company.edit`, the terms before and after) in the
 * same transaction; the same terms again change nothing and record nothing. Answers the company as
 * the back-office list has it.
 * @throws NotFoundError 'Company not found'; ValidationError 400 on `incoterm` for a company in
 *   Bangladesh (its orders are not exports).
 */
export async function setCompanyIncoterm(
  db: Database,
  id: string,
  terms: IncotermInput,
  actor: AuditActor,
): Promise<AdminCompany> {
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  return db.transaction(async (tx) => {
    const before = await lockCompany(tx, id);
    if (!before) throw new NotFoundError(M.notFound);
    if (!isZeroRated(before.country)) {
      throw new ValidationError({ incoterm: [X.homeCompany] }, X.homeCompany);
    }
    if (before.incoterm !== terms.incoterm || before.incotermPlace !== terms.incotermPlace) {
      await updateCompanyIncoterm(tx, id, terms);
      await recordAudit(tx, actor, {
        action: 'company.edit',
        targetType: 'company',
        targetId: id,
        targetLabel: before.name,
        before: { incoterm: before.incoterm, incotermPlace: before.incotermPlace },
        after: { incoterm: terms.incoterm, incotermPlace: terms.incotermPlace },
      });
    }
    return toAdminCompany((await findAdminCompany(tx, id)) as CompanyWithMemberCount);
  });
}
