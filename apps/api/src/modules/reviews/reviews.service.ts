import {
  type AddReviewInput,
  DEFAULT_REVIEWER_IMAGE,
  type ListSort,
  type Review,
} from '@partline/shared';
import type { Database, Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError } from '../../errors.js';
import type { RequestUser } from '../../plugins/identity.js';
import { insertReview, listReviews, type ReviewRow } from './reviews.repository.js';

/** Refusals of `POST /review`. */
export const REVIEW_ERRORS = {
  notDelivered: 'Only delivered orders can be reviewed',
  alreadyReviewed: 'This order is already reviewed',
} as const;

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

/** All reviews, oldest first unless `sort` is `newest` (the home carousel's order). */
export async function getReviews(db: Database, sort: ListSort = 'oldest'): Promise<Review[]> {
  return (await listReviews(db, sort)).map(toReview);
}

/**
 * Inserts the caller's review of `input.orderId` inside the transaction `tx` of the add-review
 * flow, with the caller's profile name and picture ({@link DEFAULT_REVIEWER_IMAGE} when none) —
 * never a name or picture from the body. Returns the new review's id.
 * @throws ConflictError 409 'This order is already reviewed' when the order has a review
 *   (unique `reviews_order_key`).
 */
export async function insertReviewOf(
  tx: Transaction,
  caller: RequestUser,
  input: AddReviewInput,
): Promise<{ insertedId: string }> {
  try {
    const row = await insertReview(tx, {
      userId: caller.id,
      orderId: input.orderId,
      userName: caller.name,
      userImage: caller.image || DEFAULT_REVIEWER_IMAGE,
      body: input.review,
      rating: input.rating,
    });
    return { insertedId: row.id };
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_order_key')) {
      throw new ConflictError(REVIEW_ERRORS.alreadyReviewed);
    }
    throw error;
  }
}
