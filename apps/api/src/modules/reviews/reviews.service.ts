import { ORDER_MESSAGES, type AddReviewInput, type ListSort, type Review } from '@partline/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { RequestUser } from '../../plugins/identity.js';
import { findOrder } from '../orders/orders.repository.js';
import {
  claimOrderForReview,
  insertReview,
  listReviews,
  type ReviewRow,
} from './reviews.repository.js';

/** The picture of a reviewer whose profile has none (a file the web app serves). */
export const DEFAULT_REVIEWER_IMAGE = '/favicon.svg';

/** Refusals of `POST /review`. */
export const REVIEW_ERRORS = {
  notDelivered: 'Only delivered orders can be reviewed',
  alreadyReviewed: 'This order is already reviewed',
} as const;

class NotClaimed extends Error {}

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
 * `POST /review` (DESIGN.md, open payloads; issue 5): the caller reviews their own delivered,
 * not yet reviewed order. In one transaction the order is marked `isReviewed` with one conditional
 * statement and the review is inserted with the caller's profile name and picture
 * ({@link DEFAULT_REVIEWER_IMAGE} when none) — never a name or picture from the body. The
 * review leads `GET /reviews`. Returns the new review's id.
 * @throws NotFoundError 'Order not found' for an unknown order or another client's (404, not 403:
 *   other clients' order ids are not revealed); ConflictError 409 'Only delivered orders can be
 *   reviewed' or 'This order is already reviewed'.
 */
export async function addReview(
  db: Database,
  caller: RequestUser,
  input: AddReviewInput,
): Promise<{ insertedId: string }> {
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await claimOrderForReview(tx, input.orderId, caller.id))) throw new NotClaimed();
      return insertReview(tx, {
        userId: caller.id,
        orderId: input.orderId,
        userName: caller.name,
        userImage: caller.image || DEFAULT_REVIEWER_IMAGE,
        body: input.review,
        rating: input.rating,
      });
    });
    return { insertedId: row.id };
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_order_key')) {
      throw new ConflictError(REVIEW_ERRORS.alreadyReviewed);
    }
    if (!(error instanceof NotClaimed)) throw error;
  }
  // Nothing claimed: say why, from the order as it is now.
  const order = await findOrder(db, input.orderId);
  if (!order || order.userId !== caller.id) throw new NotFoundError(ORDER_MESSAGES.notFound);
  if (!order.isDelivered) throw new ConflictError(REVIEW_ERRORS.notDelivered);
  throw new ConflictError(REVIEW_ERRORS.alreadyReviewed);
}
