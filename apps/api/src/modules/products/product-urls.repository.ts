import { and, asc, count, desc, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** A live product's page address and when it last changed. */
export interface ProductUrlRow {
  slug: string;
  name: string;
  updatedAt: Date;
}

/** How many products are live (not deleted). */
export async function countLiveProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(isNull(products.deletedAt));
  return row?.n ?? 0;
}

/**
 * Live products `offset` to `offset + limit` in a fixed order (oldest first, then id): one file
 * of the sitemap (decision 318).
 */
export function listProductUrls(
  db: Executor,
  offset: number,
  limit: number,
): Promise<ProductUrlRow[]> {
  return db
    .select({ slug: products.slug, name: products.name, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset(offset);
}

/** The newest `limit` live products of the categories `categoryIds`. */
export function listNewestInCategories(
  db: Executor,
  categoryIds: readonly string[],
  limit: number,
): Promise<ProductUrlRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select({ slug: products.slug, name: products.name, updatedAt: products.updatedAt })
    .from(products)
    .where(and(isNull(products.deletedAt), inArray(products.categoryId, [...categoryIds])))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}
