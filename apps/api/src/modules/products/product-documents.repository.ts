import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { productDocuments } from '../../db/schema/index.js';

/** A product document's row as stored. */
export type ProductDocumentRow = typeof productDocuments.$inferSelect;
/** What a new product document's row needs. */
export type NewProductDocumentRow = Omit<typeof productDocuments.$inferInsert, 'position'>;

/** The documents of `productId`, in the order they were attached. */
export function listProductDocuments(
  db: Executor,
  productId: string,
): Promise<ProductDocumentRow[]> {
  return db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.position), asc(productDocuments.createdAt));
}

/** Stores a document after the product's others (`position` one past the last). */
export async function insertProductDocument(
  tx: Executor,
  values: NewProductDocumentRow,
): Promise<ProductDocumentRow> {
  const [row] = await tx
    .insert(productDocuments)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(${productDocuments.position}) + 1, 0) FROM ${productDocuments} WHERE ${productDocuments.productId} = ${values.productId})`,
    })
    .returning();
  if (!row) throw new Error('product document not inserted');
  return row;
}

/** Deletes the document `id` of `productId`; answers its row, `undefined` when there is none. */
export async function deleteProductDocument(
  tx: Executor,
  productId: string,
  id: string,
): Promise<ProductDocumentRow | undefined> {
  const [row] = await tx
    .delete(productDocuments)
    .where(and(eq(productDocuments.productId, productId), eq(productDocuments.id, id)))
    .returning();
  return row;
}
