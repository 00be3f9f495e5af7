import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { newestFirst, ownedBy, type IntegrationOwner } from '../../db/integration-owner.js';
import { findAll, findOne, updateCount } from '../../db/rows.js';
import { apiKeys } from '../../db/schema/index.js';

/** A stored API key. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Whose keys: a company's (`companyId`) or a client's own (`userId`, no company). */
export type KeyOwner = IntegrationOwner;

/** The owner's keys, newest first. */
export async function listApiKeys(db: Database, owner: KeyOwner): Promise<ApiKeyRow[]> {
  return findAll(db, apiKeys, ownedBy(apiKeys, owner), newestFirst(apiKeys));
}

/** The owner's key of this id, if any. */
export function findApiKey(
  db: Executor,
  owner: KeyOwner,
  id: string,
): Promise<ApiKeyRow | undefined> {
  return findOne(db, apiKeys, and(ownedBy(apiKeys, owner), eq(apiKeys.id, id)));
}

/** Inserts a key; answers its id. */
export async function insertApiKey(
  tx: Transaction,
  values: typeof apiKeys.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

/** Marks the key revoked now, unless it already is; answers whether it changed. */
export async function revokeApiKey(tx: Transaction, id: string): Promise<boolean> {
  const where = and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt));
  return (await updateCount(tx, apiKeys, { revokedAt: new Date() }, where, apiKeys.id)) > 0;
}

/**
 * Marks every unrevoked key `userId` created (their own and those they made for a company)
 * revoked now; answers the keys it revoked.
 */
export function revokeKeysCreatedBy(
  tx: Transaction,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  return tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name });
}

/**
 * Revokes, in one statement, every live key `userId` made for `companyId` (`null`: the keys they
 * made as a client in no company): what a membership granted ends with it (decision 293).
 * Answers the keys it revoked.
 */
export function revokeKeysMadeBy(
  tx: Executor,
  userId: string,
  companyId: string | null,
): Promise<ApiKeyRow[]> {
  return tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiKeys.userId, userId),
        companyId === null ? isNull(apiKeys.companyId) : eq(apiKeys.companyId, companyId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning();
}
