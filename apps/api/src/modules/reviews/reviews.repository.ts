import type { ListSort } from '@partline/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orders, reviews } from '../../db/schema/index.js';

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

/**
 * Marks the order reviewed only if it is `userId`'s, delivered and not yet reviewed, in one
 * conditional statement; `true` when it did (of concurrent calls exactly one).
 */
export async function claimOrderForReview(
  tx: Transaction,
  orderId: string,
  userId: string,
): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ isReviewed: true })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.isDelivered, true),
        eq(orders.isReviewed, false),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length === 1;
}

/** Inserts a review and returns its row. */
export async function insertReview(tx: Transaction, values: NewReviewRow): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  if (!row) throw new Error('review not inserted');
  return row;
}
