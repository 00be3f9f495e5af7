import type {
  CompanyInput,
  CompanyRole,
  CompanyTaxProfileInput,
  CreateCompanyInput,
} from '@partline/shared';
import { and, asc, desc, eq, getTableColumns, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { deleteOne, findAll, findOne, insertOne, lockOne, updateOne } from '../../db/rows.js';
import {
  companies,
  companyInvitations,
  companyMembers,
  companyNumberKey,
} from '../../db/schema/index.js';

/** A `companies` row. */
export type CompanyRow = typeof companies.$inferSelect;
/** A `company_members` row. */
export type MemberRow = typeof companyMembers.$inferSelect;
/** A `company_invitations` row. */
export type InvitationRow = typeof companyInvitations.$inferSelect;

/** Inserts a company and returns it. */
export function insertCompany(tx: Executor, input: CreateCompanyInput): Promise<CompanyRow> {
  return insertOne(tx, companies, input, 'company');
}

/**
 * Changes a company's details; the row after, or `undefined` for an unknown id. Saving clears the
 * `legacyDuplicate` mark: the row is then held by the unique indexes again (decision 296).
 */
export function updateCompany(
  tx: Executor,
  id: string,
  input: CompanyInput,
): Promise<CompanyRow | undefined> {
  return updateOne(
    tx,
    companies,
    { ...input, legacyDuplicate: false, updatedAt: sql`now()` },
    eq(companies.id, id),
  );
}

/** Changes a company's tax profile (decision 307); the row after, `undefined` for an unknown id. */
export function updateCompanyTaxProfile(
  tx: Executor,
  id: string,
  input: CompanyTaxProfileInput,
): Promise<CompanyRow | undefined> {
  return updateOne(
    tx,
    companies,
    {
      country: input.country,
      vatWithholding: input.vatWithholding,
      incomeTaxDeductor: input.incomeTaxDeductor,
      updatedAt: sql`now()`,
    },
    eq(companies.id, id),
  );
}

/** Sets a company's default incoterm and named place (decision 323); the row after. */
export function updateCompanyIncoterm(
  tx: Executor,
  id: string,
  terms: { incoterm: string | null; incotermPlace: string },
): Promise<CompanyRow | undefined> {
  return updateOne(tx, companies, { ...terms, updatedAt: sql`now()` }, eq(companies.id, id));
}

/** Which identity numbers of a company another company already holds. */
export interface IdentityTaken {
  bin: boolean;
  tradeLicenceNumber: boolean;
}

/**
 * Whether another company than `exceptId` already holds this BIN or trade licence number, compared
 * as the unique indexes compare them ({@link companyNumberKey}), marked duplicates included: the
 * fields taken, or `undefined` when neither is.
 */
export async function findIdentityTaken(
  db: Executor,
  input: Pick<CompanyInput, 'bin' | 'tradeLicenceNumber'>,
  exceptId?: string,
): Promise<IdentityTaken | undefined> {
  const same = (column: AnyPgColumn, value: string) => {
    const key = companyNumberKey(sql`${value}::text`);
    return sql`(${companyNumberKey(column)} = ${key} and ${key} <> '')`;
  };
  const bin = same(companies.bin, input.bin);
  const licence = same(companies.tradeLicenceNumber, input.tradeLicenceNumber);
  const [row] = await db
    .select({ bin: sql<boolean>`bool_or(${bin})`, licence: sql<boolean>`bool_or(${licence})` })
    .from(companies)
    .where(
      and(
        sql`(${bin} or ${licence})`,
        exceptId === undefined ? undefined : ne(companies.id, exceptId),
      ),
    );
  if (!row?.bin && !row?.licence) return undefined;
  return { bin: Boolean(row.bin), tradeLicenceNumber: Boolean(row.licence) };
}

/** The company of this id. */
export function findCompany(db: Executor, id: string): Promise<CompanyRow | undefined> {
  return findOne(db, companies, eq(companies.id, id));
}

/** Locks the company row for the rest of the transaction and returns it. */
export function lockCompany(tx: Transaction, id: string): Promise<CompanyRow | undefined> {
  return lockOne(tx, companies, eq(companies.id, id));
}

/**
 * A company of the back-office list: its row, how many members it has, and the name of its
 * customer group (decision 320; `null`: none).
 */
export type CompanyWithMemberCount = CompanyRow & {
  memberCount: number;
  customerGroupName: string | null;
};

/** The back-office columns beside a company's own: its members counted, its group's name. */
const adminCompanyColumns = {
  ...getTableColumns(companies),
  // Spelled out: Drizzle leaves columns of a one-table query unqualified, and `id` here would
  // be the member's.
  memberCount: sql<number>`(SELECT count(*)::int FROM company_members m WHERE m.company_id = companies.id)`,
  customerGroupName: sql<
    string | null
  >`(SELECT g.name FROM customer_groups g WHERE g.id = companies.customer_group_id)`,
};

/** The company of `id` as the back-office list has it, or `undefined`. */
export async function findAdminCompany(
  db: Executor,
  id: string,
): Promise<CompanyWithMemberCount | undefined> {
  const [row] = await db.select(adminCompanyColumns).from(companies).where(eq(companies.id, id));
  return row;
}

/**
 * Puts a company in the customer group `customerGroupId` (`null`: in none; decision 320); the row
 * after, or `undefined` for an unknown company. An unknown group fails with the foreign key
 * violation of `companies_customer_group_id_customer_groups_id_fk`.
 */
export function updateCompanyCustomerGroup(
  tx: Executor,
  id: string,
  customerGroupId: string | null,
): Promise<CompanyRow | undefined> {
  return updateOne(tx, companies, { customerGroupId, updatedAt: sql`now()` }, eq(companies.id, id));
}

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
 * each with its number of members and its customer group's name: a keyset read of `companies_name_idx` whatever the depth, the
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
    .select(adminCompanyColumns)
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
  return insertOne(tx, companyMembers, member, 'member');
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
 * Whether the user belongs to a company (decision 132), as one prepared statement reading one
 * index entry: `POST /orders` asks it when its one statement placed nothing for a buyer in no
 * company (decision 044), to tell a member's order from one that was not buyable.
 */
export async function isCompanyMember(db: Database, userId: string): Promise<boolean> {
  const rows = await executePrepared<{ member: number }>(
    db,
    'company_member',
    sql`SELECT 1 AS member FROM company_members WHERE user_id = ${userId} LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Locks the user's membership row for the rest of the transaction (decision 132: an order of a
 * member takes it, so two orders of one buyer are checked against the limit one after the other).
 */
export function lockMembership(tx: Transaction, userId: string): Promise<MemberRow | undefined> {
  return lockOne(tx, companyMembers, eq(companyMembers.userId, userId));
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
  return findAll(db, companyMembers, eq(companyMembers.companyId, companyId), [
    asc(companyMembers.createdAt),
    asc(companyMembers.id),
  ]);
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
export function updateMember(
  tx: Executor,
  id: string,
  changes: { role?: CompanyRole; monthlySpendingLimitPoisha?: number | null },
): Promise<MemberRow | undefined> {
  return updateOne(
    tx,
    companyMembers,
    { ...changes, updatedAt: sql`now()` },
    eq(companyMembers.id, id),
  );
}

/** Removes a member; the removed row. */
export function deleteMember(tx: Executor, id: string): Promise<MemberRow | undefined> {
  return deleteOne(tx, companyMembers, eq(companyMembers.id, id));
}

/** Inserts an invitation and returns it. */
export function insertInvitation(
  tx: Executor,
  invitation: typeof companyInvitations.$inferInsert,
): Promise<InvitationRow> {
  return insertOne(tx, companyInvitations, invitation, 'invitation');
}

/**
 * An invitation still pending, neither accepted nor revoked (decision 131): conditions to spread
 * into an `and(…)`, so each statement's condition stays one flat list.
 */
const pending = () => [isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt)];

/** An invitation whose link has not expired yet. */
const unexpired = () => gt(companyInvitations.expiresAt, sql`now()`);

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
        ...pending(),
      ),
    );
}

/**
 * Withdraws the company's pending invitations that `inviterId` sent (they are no longer its admin,
 * decision 293); answers them.
 */
export function revokePendingInvitationsBy(
  tx: Executor,
  companyId: string,
  inviterId: string,
): Promise<InvitationRow[]> {
  return tx
    .update(companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.invitedById, inviterId),
        ...pending(),
      ),
    )
    .returning();
}

/** Withdraws one pending invitation of the company; the row, or `undefined` when none. */
export function revokeInvitation(
  tx: Executor,
  companyId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  return updateOne(
    tx,
    companyInvitations,
    { revokedAt: sql`now()` },
    and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId), ...pending()),
  );
}

/** The company's pending invitations (not accepted, revoked or expired), newest first. */
export function listPendingInvitations(db: Executor, companyId: string): Promise<InvitationRow[]> {
  const where = and(eq(companyInvitations.companyId, companyId), ...pending(), unexpired());
  return findAll(db, companyInvitations, where, [desc(companyInvitations.createdAt)]);
}

/**
 * Serialises invitations to `email` (a transaction-scoped advisory lock, held until `tx` ends) so
 * that counting them and adding one is exact on every instance.
 */
export async function lockInvitationsTo(tx: Transaction, email: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`invitations-to:${email.toLowerCase()}`}))`,
  );
}

/**
 * The creation times of the invitations made since `since` that match `where` (to one address,
 * or of one company), oldest first: how many, and when the oldest leaves the window.
 */
export async function invitationTimesSince(
  tx: Executor,
  by: { email: string } | { companyId: string },
  since: Date,
): Promise<Date[]> {
  const who =
    'email' in by
      ? sql`lower(${companyInvitations.email}) = ${by.email.toLowerCase()}`
      : eq(companyInvitations.companyId, by.companyId);
  const rows = await tx
    .select({ createdAt: companyInvitations.createdAt })
    .from(companyInvitations)
    .where(and(who, gt(companyInvitations.createdAt, since)))
    .orderBy(asc(companyInvitations.createdAt));
  return rows.map((row) => row.createdAt);
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
export function claimInvitation(
  tx: Executor,
  id: string,
  userId: string,
): Promise<InvitationRow | undefined> {
  return updateOne(
    tx,
    companyInvitations,
    { acceptedAt: sql`now()`, acceptedById: userId },
    and(eq(companyInvitations.id, id), ...pending(), unexpired()),
  );
}

/**
 * How many companies are billed in each currency (decision 324), by ISO 4217 code; a currency no
 * company is billed in is absent. One statement over `companies`.
 */
export async function companyCountsByCurrency(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: companies.currency, count: sql<number>`count(*)::int` })
    .from(companies)
    .groupBy(companies.currency);
  return new Map(rows.map((row) => [row.currency, Number(row.count)]));
}

/** Sets the currency the company is billed in (decision 327). */
export async function updateCompanyCurrency(
  tx: Transaction,
  id: string,
  currency: string,
): Promise<void> {
  await tx
    .update(companies)
    .set({ currency, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/**
 * The pending invitations of the company that carry a monthly spending limit, locked until the
 * transaction ends: a change of the company's currency converts their limits (decision 327).
 */
export function lockLimitedInvitations(
  tx: Transaction,
  companyId: string,
): Promise<Array<{ id: string; monthlySpendingLimitPoisha: number | null }>> {
  return tx
    .select({
      id: companyInvitations.id,
      monthlySpendingLimitPoisha: companyInvitations.monthlySpendingLimitPoisha,
    })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        sql`${companyInvitations.monthlySpendingLimitPoisha} IS NOT NULL`,
      ),
    )
    .orderBy(asc(companyInvitations.id))
    .for('update');
}

/** Sets a pending invitation's monthly spending limit (minor units of the company's currency). */
export async function updateInvitationLimit(
  tx: Transaction,
  id: string,
  monthlySpendingLimitPoisha: number,
): Promise<void> {
  await tx
    .update(companyInvitations)
    .set({ monthlySpendingLimitPoisha })
    .where(eq(companyInvitations.id, id));
}
