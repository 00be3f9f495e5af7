import { rmSync } from 'node:fs';
import { buyerUnitPrice } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { products as productsTable } from '../../db/schema/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { signInUser } from '../../../test/helpers/auth.js';
import { createTestDatabase, makeTempDir, testConfig } from '../../../test/helpers/test-app.js';
import { priceTermsOf } from './price-terms.repository.js';

// The demo seed's contract pricing (decision 320), read by the statement that prices every read.
describe('the demo price lists', () => {
  it('gives Padma Distribution its group and contract prices, Meghna Systems none (decision 320)', async () => {
    const database = await createTestDatabase();
    const dataDir = makeTempDir();
    const warnings: string[] = [];
    const logger = {
      info: () => undefined,
      warn: (_object: unknown, message?: string) => void warnings.push(message ?? ''),
    };
    const app = await buildApp(testConfig(dataDir), { database: database.handle });
    try {
      await seedDemoContent(database.handle.db, { dataDir, logger });
      const password = /with the password (\S+)\./.exec(warnings.join('\n'))?.[1];
      expect(password).toBeDefined();
      const farhana = await signInUser(app, 'farhana@padma-distribution.partline.local', password);
      const tanvir = await signInUser(app, 'tanvir@meghna-systems.partline.local', password);

      const rows = await database.handle.db.select().from(productsTable);
      const bySku = new Map(rows.map((row) => [row.sku, row]));
      const priced = (sku: string) => {
        const row = bySku.get(sku)!;
        return {
          id: row.id,
          productPrice: row.pricePoisha,
          minOrder: row.minOrder,
          priceTiers: [
            { minQuantity: row.minOrder, unitPrice: row.pricePoisha },
            ...row.volumeTiers.map((t) => ({
              minQuantity: t.minQuantity,
              unitPrice: t.unitPricePoisha,
            })),
          ],
        };
      };
      const now = new Date();
      const priceOf = async (userId: string, sku: string, quantity: number) => {
        const product = priced(sku);
        const terms = await priceTermsOf(database.handle.db, userId, [product.id], now);
        const price = buyerUnitPrice(product, terms.get(product.id) ?? [], quantity);
        return { taka: price.unitPrice / 100, list: price.priceList?.name ?? null };
      };
      // The contract beats the list tiers and the distributors' 10 % off memory at every quantity.
      expect(await priceOf(farhana.id, 'PL-MEM-SR5-32', 20)).toEqual({
        taka: 14_500,
        list: 'Padma Distribution contract',
      });
      expect(await priceOf(farhana.id, 'PL-MEM-SR5-32', 100)).toEqual({
        taka: 14_000,
        list: 'Padma Distribution contract',
      });
      expect(await priceOf(farhana.id, 'PL-CPU-PX-9700', 100)).toEqual({
        taka: 30_200,
        list: 'Padma Distribution contract',
      });
      expect(await priceOf(farhana.id, 'PL-MEM-MR5-16', 50)).toEqual({
        taka: 5_220,
        list: 'Distributors 2026',
      });
      // The autumn promotion ended with last month.
      expect(await priceOf(farhana.id, 'PL-PSU-PS-850G', 20)).toEqual({ taka: 12_900, list: null });
      for (const sku of ['PL-MEM-SR5-32', 'PL-MEM-MR5-16', 'PL-CPU-PX-9700']) {
        expect((await priceOf(tanvir.id, sku, 100)).list, sku).toBeNull();
      }
    } finally {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
