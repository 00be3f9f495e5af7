import { desc } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { reviews } from '../../db/schema/index.js';

/** A `reviews` row. */
export type ReviewRow = typeof reviews.$inferSelect;

/** Every review, newest first (`created_at` desc, then `id` desc). */
export function listReviews(db: Database): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Values of a new review. */
export type NewReviewRow = typeof reviews.$inferInsert;

/** Inserts a review and returns its row. */
export async function insertReview(tx: Transaction, values: NewReviewRow): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  if (!row) throw new Error('review not inserted');
  return row;
}
