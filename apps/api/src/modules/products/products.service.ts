import { IdSchema, toTaka, type Product } from '@partline/shared';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import { findProduct, listProducts, type ProductRow } from './products.repository.js';

/** A row as the API answers it: `_id`, spec §3 names, price in Taka (stored in poisha). */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productName: row.name,
    productImage: row.image,
    productPrice: toTaka(row.pricePoisha),
    minOrder: row.minOrder,
    availableQuantity: row.availableQuantity,
    heldQuantity: row.heldQuantity,
    productDescription: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The catalog, newest first, without deleted products (spec §2 all-products). */
export async function getCatalog(db: Database): Promise<Product[]> {
  return (await listProducts(db)).map(toProduct);
}

/**
 * One product by id.
 * @throws NotFoundError when the id is not a UUID, unknown or deleted (never a database error).
 */
export async function getProduct(db: Database, id: string): Promise<Product> {
  const row = IdSchema.safeParse(id).success ? await findProduct(db, id) : undefined;
  if (!row) throw new NotFoundError('Product not found');
  return toProduct(row);
}
