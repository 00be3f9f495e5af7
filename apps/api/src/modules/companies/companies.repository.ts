import type { CompanyInput, CompanyRole } from '@partline/shared';
import { and, asc, desc, eq, getTableColumns, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like.js';
import type { Database, Transaction } from '../../db/client.js';
import { companies, companyInvitations, companyMembers } from '../../db/schema/index.js';

/** A `companies` row. */
export type CompanyRow = typeof companies.$inferSelect;
/** A `company_members` row. */
export type MemberRow = typeof companyMembers.$inferSelect;
/** A `company_invitations` row. */
export type InvitationRow = typeof companyInvitations.$inferSelect;
/** The database or a transaction in it. */
type Executor = Database | Transaction;

/** Inserts a company and returns it. */
export async function insertCompany(tx: Executor, input: CompanyInput): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(input).returning();
  if (!row) throw new Error('company not inserted');
  return row;
}

/** Changes a company's details; the row after, or `undefined` for an unknown id. */
export async function updateCompany(
  tx: Executor,
  id: string,
  input: CompanyInput,
): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .update(companies)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

/** The company of this id. */
export async function findCompany(db: Executor, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** Locks the company row for the rest of the transaction and returns it. */
export async function lockCompany(tx: Transaction, id: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

/** A company of the back-office list: its row and how many members it has. */
export type CompanyWithMemberCount = CompanyRow & { memberCount: number };

/**
 * The `lower(name)` of the company of `id`, where a page of {@link listCompaniesPage} after it
 * starts; `undefined` for an unknown id.
 */
export async function companyNameKey(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: sql<string>`lower(${companies.name})` })
    .from(companies)
    .where(eq(companies.id, id));
  return row?.key;
}

/**
 * Up to `limit` companies by name (`lower(name)`, then `id`) whose name contains `search`
 * (ignoring case) when given, after the `[lower(name), id]` of a page's last company when given,
 * each with its number of members: a keyset read of `companies_name_idx` whatever the depth, the
 * search answered by `companies_name_trgm_idx` when it is rare, and each count an index range of
 * `company_members_company_idx` (decision 247).
 */
export function listCompaniesPage(
  db: Executor,
  {
    search,
    after,
    limit,
  }: { search?: string | undefined; after?: readonly [string, string] | undefined; limit: number },
): Promise<CompanyWithMemberCount[]> {
  const nameKey = sql`lower(${companies.name})`;
  return db
    .select({
      ...getTableColumns(companies),
      // Spelled out: Drizzle leaves columns of a one-table query unqualified, and `id` here would
      // be the member's.
      memberCount: sql<number>`(SELECT count(*)::int FROM company_members m WHERE m.company_id = companies.id)`,
    })
    .from(companies)
    .where(
      and(
        search === undefined ? undefined : sql`${companies.name} ILIKE ${containsPattern(search)}`,
        after === undefined
          ? undefined
          : sql`(${nameKey}, ${companies.id}) > (${after[0]}, ${after[1]}::uuid)`,
      ),
    )
    .orderBy(nameKey, asc(companies.id))
    .limit(limit);
}

/**
 * Adds the user to the company. A user already in a company fails with the unique violation of
 * `company_members_user_key`.
 */
export async function insertMember(
  tx: Executor,
  member: {
    companyId: string;
    userId: string;
    role: CompanyRole;
    monthlySpendingLimitPoisha: number | null;
  },
): Promise<MemberRow> {
  const [row] = await tx.insert(companyMembers).values(member).returning();
  if (!row) throw new Error('member not inserted');
  return row;
}

/** The user's membership and its company. */
export async function findMembership(
  db: Executor,
  userId: string,
): Promise<{ member: MemberRow; company: CompanyRow } | undefined> {
  const [row] = await db
    .select({ member: companyMembers, company: companies })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row;
}

/**
 * Locks the user's membership row for the rest of the transaction (decision 132: an order of a
 * member takes it, so two orders of one buyer are checked against the limit one after the other).
 */
export async function lockMembership(
  tx: Transaction,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .for('update');
  return row;
}

/**
 * A boolean SQL expression: `userId` is in no company (then no spending limit applies to their
 * orders, decision 132). For checkout's one statement (decision 165), which leaves members to the
 * transaction that locks their membership.
 */
export function inNoCompany(userId: string): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM company_members m WHERE m.user_id = ${userId})`;
}

/** The company's members, oldest first. */
export function listMembers(db: Executor, companyId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
}

/**
 * Locks every member row of the company, in id order, and returns them: a change of roles or a
 * removal then sees the other admins as they are (the last company admin stays, decision 130).
 */
export function lockMembers(tx: Transaction, companyId: string): Promise<MemberRow[]> {
  return tx
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.id))
    .for('update');
}

/** Changes a member's role and/or limit; the row after. */
export async function updateMember(
  tx: Executor,
  id: string,
  changes: { role?: CompanyRole; monthlySpendingLimitPoisha?: number | null },
): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(companyMembers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(companyMembers.id, id))
    .returning();
  return row;
}

/** Removes a member; the removed row. */
export async function deleteMember(tx: Executor, id: string): Promise<MemberRow | undefined> {
  const [row] = await tx.delete(companyMembers).where(eq(companyMembers.id, id)).returning();
  return row;
}

/** Inserts an invitation and returns it. */
export async function insertInvitation(
  tx: Executor,
  invitation: typeof companyInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await tx.insert(companyInvitations).values(invitation).returning();
  if (!row) throw new Error('invitation not inserted');
  return row;
}

/** Withdraws the company's pending invitations of this e-mail (a new one replaces them). */
export async function revokePendingInvitationsOf(
  tx: Executor,
  companyId: string,
  email: string,
): Promise<void> {
  await tx
    .update(companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        sql`lower(${companyInvitations.email}) = lower(${email})`,
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    );
}

/** Withdraws one pending invitation of the company; the row, or `undefined` when none. */
export async function revokeInvitation(
  tx: Executor,
  companyId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .returning();
  return row;
}

/** The company's pending invitations (not accepted, revoked or expired), newest first. */
export function listPendingInvitations(db: Executor, companyId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt));
}

/** The invitation whose token has this SHA-256, with its company's name. */
export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<{ invitation: InvitationRow; companyName: string } | undefined> {
  const [row] = await db
    .select({ invitation: companyInvitations, companyName: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the invitation accepted by `userId`, only if it is still pending and not expired: one
 * conditional statement, so of two concurrent acceptances exactly one gets the row (single use).
 */
export async function claimInvitation(
  tx: Executor,
  id: string,
  userId: string,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(companyInvitations)
    .set({ acceptedAt: sql`now()`, acceptedById: userId })
    .where(
      and(
        eq(companyInvitations.id, id),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
