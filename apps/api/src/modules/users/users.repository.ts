import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.js';
import { afterInstantCursor, instantKey } from '../../keyset-page.js';
import type { Database, Executor } from '../../db/client.js';
import { findAll, findMap, findOne, updateCount } from '../../db/rows.js';
import { users } from '../../db/schema/index.js';

/** A `users` row. */
export type UserRow = typeof users.$inferSelect;

/** The profile columns `PUT /update/user/{email}` may change (`null` clears one). */
export type ProfileChanges = Partial<
  Pick<
    UserRow,
    'name' | 'image' | 'institution' | 'phoneNumber' | 'address' | 'dateOfBirth' | 'locale'
  >
>;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The user with this e-mail, compared case-insensitively. */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findOne(db, users, byEmail(email));
}

/** The users of these ids (unknown ids are absent), by id. */
export async function findUsersByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  return findMap(db, users, inArray(users.id, [...ids]), (row) => row.id);
}

/** Every user, or those of one role, oldest first. */
export function listUsers(db: Database, role?: 'admin' | 'user'): Promise<UserRow[]> {
  const where = role ? eq(users.role, role) : undefined;
  return findAll(db, users, where, [asc(users.createdAt), asc(users.id)]);
}

/** A `users` row with the cursor key of its `created_at` (decision 210). */
export type UserPageRow = UserRow & { createdAtKey: string };

/**
 * Up to `limit` users oldest first (`created_at`, then `id`) or newest first, whose e-mail or name
 * contains `search` (ignoring case) when given, after a cursor's `[instant, id]` when given: a
 * keyset read of `users_created_idx` (backwards for newest first), whatever the depth (decision
 * 217); a search is answered by `users_email_trgm_idx` and `users_name_trgm_idx` when it is rare,
 * by that keyset read filtered when it is common (decision 247).
 */
export function listUsersPage(
  db: Database,
  order: 'oldest' | 'newest',
  limit: number,
  after?: readonly [string, string],
  search?: string,
): Promise<UserPageRow[]> {
  const direction = order === 'oldest' ? asc : desc;
  const pattern = search === undefined ? undefined : containsPattern(search);
  return db
    .select({ ...getTableColumns(users), createdAtKey: instantKey(users.createdAt) })
    .from(users)
    .where(
      and(
        pattern === undefined
          ? undefined
          : or(sql`${users.email} ILIKE ${pattern}`, sql`${users.name} ILIKE ${pattern}`),
        after
          ? afterInstantCursor(
              users.createdAt,
              users.id,
              after,
              order === 'oldest' ? 'asc' : 'desc',
              'text',
            )
          : undefined,
      ),
    )
    .orderBy(direction(users.createdAt), direction(users.id))
    .limit(limit);
}

/** Writes the given profile columns; answers how many rows changed (0 or 1). */
export function updateProfile(db: Database, id: string, changes: ProfileChanges): Promise<number> {
  return updateCount(db, users, { ...changes, updatedAt: new Date() }, eq(users.id, id), users.id);
}

/**
 * Sets `role` when it is not that already; answers how many rows changed (0 or 1).
 */
export function setRole(db: Database, id: string, role: 'admin' | 'user'): Promise<number> {
  const where = sql`${users.id} = ${id} and ${users.role} <> ${role}`;
  return updateCount(db, users, { role, updatedAt: new Date() }, where, users.id);
}

/** What {@link demoteAdmin} did. */
export type DemoteOutcome = 'demoted' | 'not-admin' | 'last-admin';

/**
 * Turns an admin into a user unless they are the last admin. The admin rows are locked first
 * (`FOR UPDATE`), so two concurrent removals are serialised: the second one sees the first one's
 * result and refuses when only one admin would be left.
 */
export function demoteAdmin(db: Database, id: string): Promise<DemoteOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update');
    if (!admins.some((admin) => admin.id === id)) return 'not-admin';
    if (admins.length <= 1) return 'last-admin';
    await tx.update(users).set({ role: 'user', updatedAt: new Date() }).where(eq(users.id, id));
    return 'demoted';
  });
}

/** Whether any user has the role admin. */
export async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return Boolean(row);
}
