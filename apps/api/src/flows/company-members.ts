import {
  shopMonthBounds,
  toTaka,
  type AdminCompanyDetail,
  type CreateCompanyInput,
  type CompanyMember,
  type MyCompany,
  type UpdateCompanyMemberInput,
} from '@partline/shared';
import type { AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import { listMembers } from '../modules/companies/companies.repository.js';
import {
  acceptInvitation,
  createCompany,
  getAdminCompany,
  limitInTaka,
  membershipOf,
  removeCompanyMember,
  requireCompanyAdmin,
  toCompany,
  updateCompanyMember,
} from '../modules/companies/companies.service.js';
import { spentPoisha, spentPoishaByUser } from '../modules/orders/orders.repository.js';
import { findUsersByIds } from '../modules/users/users.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { companyHasDocuments } from './company-documents.js';
import { membershipEnds } from './membership-ends.js';

/*
 * Company members with what the users module knows of them (name, e-mail) and the orders module
 * of their spending (decision 103: each table's owner reads it, the flow puts them together).
 */

/**
 * `GET /company`: the caller's company, role, limit and what they spent this shop month
 * (Asia/Dhaka, decision 132); `membership: null` outside a company.
 */
export async function getMyCompany(db: Database, caller: RequestUser): Promise<MyCompany> {
  const membership = await membershipOf(db, caller);
  if (!membership) return { membership: null };
  const { member, company } = membership;
  return {
    membership: {
      company: toCompany(company),
      role: member.role,
      monthlySpendingLimit: limitInTaka(member.monthlySpendingLimitPoisha),
      spentThisMonth: toTaka(await spentPoisha(db, caller.id, company.id, shopMonthBounds())),
    },
  };
}

/** The members of a company with their names, e-mails and spending this month, oldest first. */
export async function membersOfCompany(db: Database, companyId: string): Promise<CompanyMember[]> {
  const members = await listMembers(db, companyId);
  const ids = members.map((member) => member.userId);
  const [people, spent] = await Promise.all([
    findUsersByIds(db, ids),
    spentPoishaByUser(db, ids, companyId, shopMonthBounds()),
  ]);
  return members.map((member) => ({
    userId: member.userId,
    name: people.get(member.userId)?.name ?? '',
    email: people.get(member.userId)?.email ?? '',
    role: member.role,
    monthlySpendingLimit: limitInTaka(member.monthlySpendingLimitPoisha),
    spentThisMonth: toTaka(spent.get(member.userId) ?? 0),
    joinedAt: member.createdAt.toISOString(),
  }));
}

/** `GET /company/members` (company admins). */
export async function getCompanyMembers(
  db: Database,
  caller: RequestUser,
): Promise<CompanyMember[]> {
  const { company } = await requireCompanyAdmin(db, caller);
  return membersOfCompany(db, company.id);
}

/** The e-mail of a user, for audit labels (their id when unknown). */
const emailOf = (db: Database) => async (userId: string) =>
  (await findUsersByIds(db, [userId])).get(userId)?.email ?? userId;

/**
 * `POST /company`: see {@link createCompany}; the founder's own API keys and webhook endpoints end
 * (decision 293).
 */
export function foundCompany(
  db: Database,
  caller: RequestUser,
  input: CreateCompanyInput,
  actor: AuditActor,
) {
  return createCompany(db, caller, input, actor, membershipEnds);
}

/**
 * `POST /invitations/{token}/accept`: see {@link acceptInvitation}; the new member's own API keys
 * and webhook endpoints end (decision 293).
 */
export function joinByInvitation(
  db: Database,
  caller: RequestUser,
  token: string,
  actor: AuditActor,
) {
  return acceptInvitation(db, caller, token, actor, membershipEnds);
}

/**
 * `PUT /company/members/{userId}` (company admins): see {@link updateCompanyMember}; a demoted
 * admin's company keys, endpoints and invitations end (decision 293).
 */
export function setCompanyMember(
  db: Database,
  caller: RequestUser,
  userId: string,
  input: UpdateCompanyMemberInput,
  actor: AuditActor,
) {
  return updateCompanyMember(db, caller, userId, input, actor, emailOf(db), membershipEnds);
}

/**
 * `DELETE /company/members/{userId}` (company admins): see {@link removeCompanyMember}; the removed
 * member's company keys, endpoints and invitations end (decision 293).
 */
export function removeMember(db: Database, caller: RequestUser, userId: string, actor: AuditActor) {
  return removeCompanyMember(db, caller, userId, actor, emailOf(db), membershipEnds);
}

/**
 * `GET /admin/companies/{id}` (shop admins): a company, with its customer group, its members, and
 * whether its billing currency is fixed by its orders and quotes (decision 327).
 */
export async function getCompanyDetail(db: Database, id: string): Promise<AdminCompanyDetail> {
  const company = await getAdminCompany(db, id);
  const [members, currencyFixed] = await Promise.all([
    membersOfCompany(db, company._id),
    companyHasDocuments(db, company._id),
  ]);
  return { company, members, currencyFixed };
}
