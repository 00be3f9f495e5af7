import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** A `products` row. */
export type ProductRow = typeof products.$inferSelect;

/** Products not deleted, newest first (`created_at` desc, then `id` desc for equal times). */
export function listProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(desc(products.createdAt), desc(products.id));
}

/** The product with this UUID unless it is deleted. */
export async function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row;
}
