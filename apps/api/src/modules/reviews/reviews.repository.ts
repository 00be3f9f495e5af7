import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reviews } from '../../db/schema/index.js';

/** A `reviews` row. */
export type ReviewRow = typeof reviews.$inferSelect;

/** Every review, newest first (`created_at` desc, then `id` desc). */
export function listReviews(db: Database): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
}
