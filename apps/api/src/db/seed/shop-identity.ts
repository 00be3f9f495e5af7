import { PARTLINE_SELLER } from '@partline/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { shopSettings } from '../schema/index.js';

/**
 * Gives a shop whose identity was never entered the demo seller's (`PARTLINE_SELLER`: a fictional
 * company), so that the demo shop (`SEED_DEMO`) and the test databases issue documents; a shop
 * with a BIN keeps its own. Never called on a production shop's database.
 */
export async function fillDemoShopIdentity(db: Executor): Promise<void> {
  await db
    .update(shopSettings)
    .set({
      legalName: PARTLINE_SELLER.name,
      addressLines: [...PARTLINE_SELLER.addressLines],
      phone: PARTLINE_SELLER.phone,
      email: PARTLINE_SELLER.email,
      bin: PARTLINE_SELLER.bin,
      tin: '123456789012',
      tradeLicenceNumber: 'TRAD/DNCC/045678/2024',
    })
    .where(eq(shopSettings.bin, ''));
}
