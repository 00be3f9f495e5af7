import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne } from '../../db/rows.js';
import { shopSettings } from '../../db/schema/index.js';

/** The `shop_settings` row (decision 309). */
export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/**
 * The shop's settings row. Migration 0029 creates it; a database without it is not migrated.
 * @throws Error when the row is missing.
 */
export async function readShopSettings(db: Executor): Promise<ShopSettingsRow> {
  const row = await findOne(db, shopSettings, eq(shopSettings.id, 1));
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row;
}
