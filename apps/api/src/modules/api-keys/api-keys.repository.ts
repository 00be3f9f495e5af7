import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';

/** A stored API key. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Whose keys: a company's (`companyId`) or a client's own (`userId`, no company). */
export type KeyOwner = { companyId: string } | { userId: string };

const ownedBy = (owner: KeyOwner) =>
  'companyId' in owner
    ? eq(apiKeys.companyId, owner.companyId)
    : and(eq(apiKeys.userId, owner.userId), isNull(apiKeys.companyId));

/** The owner's keys, newest first. */
export async function listApiKeys(db: Database, owner: KeyOwner): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(ownedBy(owner))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** The owner's key of this id, if any. */
export async function findApiKey(
  db: Database | Transaction,
  owner: KeyOwner,
  id: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(ownedBy(owner), eq(apiKeys.id, id)));
  return row;
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
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
