import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { insertTieredProduct, productRow as productRowOf } from '../../../test/helpers/cart.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { holdStockIfPricedAs } from './products.repository.js';

const t = useTestApp();

const productRow = (id: string) => productRowOf(t.db, id);

describe('the hold checkout takes on products read without a lock (decision 161)', () => {
  it('is taken only while the stock covers every line and the prices are those read', async () => {
    const cpu = await insertTieredProduct(t.db, {
      productPrice: 1450,
      minOrder: 10,
      availableQuantity: 100,
      tiers: [[50, 1380]],
    });
    const psu = await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 5 });
    const read = async () => [await productRow(cpu.id), await productRow(psu.id)];
    const holds = (rows: Awaited<ReturnType<typeof read>>, quantities: number[]) =>
      rows.map((row, i) => ({ ...row, productId: row.id, quantity: quantities[i]! }));

    /** Whether the hold was taken; rolled back, as checkout does when it was not. */
    const attempt = async (lines: ReturnType<typeof holds>) => {
      let whole: boolean | undefined;
      await t.db
        .transaction(async (tx) => {
          whole = await holdStockIfPricedAs(tx, lines);
          tx.rollback();
        })
        .catch(() => undefined);
      return whole;
    };

    const before = await read();
    // An admin changes the CPU's tiers after the checkout read them: the hold is refused.
    await t.db
      .update(products)
      .set({ volumeTiers: [{ minQuantity: 50, unitPricePoisha: 130_000 }] })
      .where(eq(products.id, cpu.id));
    expect(await attempt(holds(before, [60, 2]))).toBe(false);
    // More than is left of the PSU: refused too.
    const now = await read();
    expect(await attempt(holds(now, [60, 6]))).toBe(false);
    expect((await productRow(cpu.id)).heldQuantity).toBe(0);
    expect(await holdStockIfPricedAs(t.db, holds(now, [60, 5]))).toBe(true);
    expect((await productRow(cpu.id)).heldQuantity).toBe(60);
    expect((await productRow(psu.id)).heldQuantity).toBe(5);
  });
});
