import type { ListSort } from '@partline/shared';
import { asc, desc } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { reviews } from '../../db/schema/index.js';

/** A `reviews` row. */
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Every review in insertion order (`created_at`, then `id`), or its reverse for `newest`
 * (decision 092).
 */
export function listReviews(db: Database, sort: ListSort = 'oldest'): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .orderBy(
      ...(sort === 'newest'
        ? [desc(reviews.createdAt), desc(reviews.id)]
        : [asc(reviews.createdAt), asc(reviews.id)]),
    );
}

/** Values of a new review. */
export type NewReviewRow = typeof reviews.$inferInsert;

/** Inserts a review and returns its row. */
export async function insertReview(tx: Transaction, values: NewReviewRow): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  if (!row) throw new Error('review not inserted');
  return row;
}
