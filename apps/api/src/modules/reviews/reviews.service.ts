import type { Review } from '@partline/shared';
import type { Database } from '../../db/client.js';
import { listReviews, type ReviewRow } from './reviews.repository.js';

/** A row as the API answers it (spec §3 names: `user`, `userImage`, `review`, `rating`). */
export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    user: row.userName,
    userImage: row.userImage,
    review: row.body,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

/** All reviews, newest first (home carousel). */
export async function getReviews(db: Database): Promise<Review[]> {
  return (await listReviews(db)).map(toReview);
}
