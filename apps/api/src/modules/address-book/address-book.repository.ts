import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { deleteOne, findAll, findOne, insertOne, updateOne } from '../../db/rows.js';
import { addresses } from '../../db/schema/index.js';

/** An `addresses` row. */
export type AddressRow = typeof addresses.$inferSelect;

/** `userId`'s address of this id: another client's id finds nothing. */
const ownAddress = (userId: string, id: string) =>
  and(eq(addresses.userId, userId), eq(addresses.id, id));

/** `userId`'s addresses: the default first, then in the order they were added. */
export function listAddresses(db: Executor, userId: string): Promise<AddressRow[]> {
  return findAll(db, addresses, eq(addresses.userId, userId), [
    desc(addresses.isDefault),
    asc(addresses.createdAt),
    asc(addresses.id),
  ]);
}

/** `userId`'s address of this id. */
export function findAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  return findOne(db, addresses, ownAddress(userId, id));
}

/** `userId`'s default address. */
export function findDefaultAddress(db: Executor, userId: string): Promise<AddressRow | undefined> {
  return findOne(db, addresses, and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/**
 * Serialises changes of `userId`'s address book until the transaction ends (a transaction-scoped
 * advisory lock on the user id), so "the first address is the default" and "at most N" hold.
 */
export async function lockAddressBook(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}

/** How many addresses `userId` has. */
export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.count ?? 0;
}

/** Values of a new address. */
export type NewAddressRow = typeof addresses.$inferInsert;

/** Inserts an address and returns it. */
export function insertAddress(db: Executor, values: NewAddressRow): Promise<AddressRow> {
  return insertOne(db, addresses, values, 'address');
}

/** Updates `userId`'s address; the row, or `undefined` when there is none. */
export function updateAddress(
  db: Executor,
  userId: string,
  id: string,
  values: Pick<NewAddressRow, 'label' | 'address' | 'phoneNumber' | 'isDefault'>,
): Promise<AddressRow | undefined> {
  return updateOne(db, addresses, values, ownAddress(userId, id));
}

/** Makes every address of `userId` but `keepId` not the default. */
export async function clearDefault(db: Executor, userId: string, keepId?: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      keepId
        ? and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, keepId))
        : and(eq(addresses.userId, userId), eq(addresses.isDefault, true)),
    );
}

/** Deletes `userId`'s address; the deleted row. */
export function deleteAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  return deleteOne(db, addresses, ownAddress(userId, id));
}

/** Makes `userId`'s oldest address the default (after the default was deleted). */
export async function promoteOldest(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE addresses SET is_default = true WHERE id = (
      SELECT id FROM addresses WHERE user_id = ${userId} ORDER BY created_at, id LIMIT 1)`);
}
