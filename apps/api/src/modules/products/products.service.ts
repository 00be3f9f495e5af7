import {
  IdSchema,
  PRODUCT_MESSAGES,
  toPoisha,
  toTaka,
  type AddProductInput,
  type Product,
  type ProductCreated,
  type UpdateProductInput,
  type UpdateProductResult,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import {
  addStock,
  findProduct,
  insertProduct,
  listProducts,
  setStock,
  softDeleteProduct,
  type ProductRow,
} from './products.repository.js';

const M = PRODUCT_MESSAGES;

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
  return toProduct(await existingProduct(db, id));
}

/** The product of `id`; NotFoundError 'Product not found' when malformed, unknown or deleted. */
async function existingProduct(db: Database, id: string): Promise<ProductRow> {
  const row = IdSchema.safeParse(id).success ? await findProduct(db, id) : undefined;
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/**
 * `POST /product` (admin; spec §5, §7): stores the product with its trimmed name and its price in
 * poisha; it leads the catalog. Returns the new `_id`.
 * @throws ConflictError 409 'Product already exist' (with `details.productName`) when a product
 *   that is not deleted has the same name ignoring case and surrounding spaces — decided by the
 *   unique index `products_name_key`, so of concurrent adds of one name exactly one wins.
 */
export async function addProduct(db: Database, input: AddProductInput): Promise<ProductCreated> {
  try {
    const row = await insertProduct(db, {
      name: input.productName.trim(),
      image: input.productImage,
      pricePoisha: toPoisha(input.productPrice),
      minOrder: input.minOrder,
      availableQuantity: input.availableQuantity,
      description: input.productDescription,
    });
    return { _id: row.id };
  } catch (error) {
    if (isUniqueViolation(error, 'products_name_key')) {
      throw new ConflictError(M.alreadyExists, { productName: [M.alreadyExists] });
    }
    throw error;
  }
}

/**
 * `PUT /product/{id}` (admin; DESIGN.md, open payloads): `{ restock: n }` adds n pieces in one
 * statement; `{ availableQuantity }` sets the stock, never below the pieces paid orders hold.
 * @throws NotFoundError 'Product not found' (malformed, unknown or deleted id); ConflictError 409
 *   with `details.availableQuantity` when the new stock would be below the held pieces or too
 *   large for the column.
 */
export async function updateProductStock(
  db: Database,
  id: string,
  input: UpdateProductInput,
): Promise<UpdateProductResult> {
  const product = await existingProduct(db, id);
  const stock =
    input.restock !== undefined
      ? await addStock(db, product.id, input.restock)
      : await setStock(db, product.id, input.availableQuantity ?? 0);
  if (stock !== undefined) return { modifiedCount: 1, availableQuantity: stock };
  // Nothing changed: find out why, on the current row.
  const now = await existingProduct(db, id);
  if (input.restock !== undefined) {
    const message = 'The stock would be too large';
    throw new ConflictError(message, { restock: [message] });
  }
  const message = `Available quantity cannot be below the ${now.heldQuantity} pieces held by paid orders`;
  throw new ConflictError(message, { availableQuantity: [message] });
}

/**
 * `DELETE /product/{id}` (admin; spec §5): soft delete — the product leaves the catalog; orders
 * that reference it keep their snapshot and stay deliverable (decision 002).
 * @throws NotFoundError 'Product not found' (malformed, unknown or already deleted id).
 */
export async function deleteProduct(db: Database, id: string): Promise<{ deletedCount: number }> {
  const product = await existingProduct(db, id);
  if (!(await softDeleteProduct(db, product.id))) throw new NotFoundError(M.notFound);
  return { deletedCount: 1 };
}
