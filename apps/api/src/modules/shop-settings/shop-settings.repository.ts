import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne, lockOne, updateOne, type RowLock } from '../../db/rows.js';
import { shopSettings } from '../../db/schema/index.js';

/** The `shop_settings` row (decision 309). */
export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/**
 * What a save of the Shop settings page writes: every setting, and who saved them when; the
 * enabled currencies are saved apart, with the exchange rates (decision 324).
 */
export type ShopSettingsValues = Omit<ShopSettingsRow, 'id' | 'enabledCurrencies'>;

const ROW = eq(shopSettings.id, 1);

/**
 * The shop's settings row. Migration 0029 creates it; a database without it is not migrated.
 * @throws Error when the row is missing.
 */
export async function readShopSettings(db: Executor): Promise<ShopSettingsRow> {
  const row = await findOne(db, shopSettings, ROW);
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row;
}

/**
 * {@link readShopSettings}, the row locked `FOR UPDATE` until `tx` ends: saves of the settings
 * follow one another, each seeing the one before.
 * @throws Error when the row is missing.
 */
export async function lockShopSettings(tx: Executor): Promise<ShopSettingsRow> {
  const row = await lockOne(tx, shopSettings, ROW);
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row;
}

/** Writes every setting of the one row and returns it. */
export async function writeShopSettings(
  tx: Executor,
  values: ShopSettingsValues,
): Promise<ShopSettingsRow> {
  const row = await updateOne(tx, shopSettings, values, ROW);
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row;
}

/**
 * Sets the bank accounts in one conditional statement, only while the settings were never saved
 * (`updated_by_id` is null) and name no account; answers whether it did. Instances starting at
 * once all run it: the first sets them, the others change nothing.
 */
export async function seedBankAccounts(
  db: Executor,
  accounts: ShopSettingsRow['bankAccounts'],
): Promise<boolean> {
  const row = await updateOne(
    db,
    shopSettings,
    { bankAccounts: accounts },
    and(ROW, isNull(shopSettings.updatedById), sql`${shopSettings.bankAccounts} = '[]'::jsonb`),
  );
  return row !== undefined;
}

/**
 * The currencies besides `BDT` the shop has enabled (decision 324), ISO 4217 codes, locked with
 * `lock` until `tx` ends: `FOR UPDATE` to change them, `FOR SHARE` to bill in one of them while
 * they cannot be disabled underneath.
 * @throws Error when the row is missing.
 */
export async function lockEnabledCurrencies(
  tx: Executor,
  lock: RowLock = 'update',
): Promise<string[]> {
  const [row] = await tx
    .select({ enabledCurrencies: shopSettings.enabledCurrencies })
    .from(shopSettings)
    .where(ROW)
    .for(lock);
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row.enabledCurrencies;
}

/** The currencies besides `BDT` the shop has enabled (decision 324), read without a lock. */
export async function readEnabledCurrencies(db: Executor): Promise<string[]> {
  const [row] = await db
    .select({ enabledCurrencies: shopSettings.enabledCurrencies })
    .from(shopSettings)
    .where(ROW);
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row.enabledCurrencies;
}

/**
 * Sets the enabled currencies (decision 324). Not a save of the Shop settings page: `updatedAt`,
 * that page's version, stays, so a form open there is not made stale by it.
 */
export async function writeEnabledCurrencies(
  tx: Executor,
  codes: readonly string[],
): Promise<void> {
  await tx
    .update(shopSettings)
    .set({ enabledCurrencies: [...codes] })
    .where(ROW);
}
