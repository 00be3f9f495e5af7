import { ORDER_MESSAGES, type AddReviewInput } from '@partline/shared';
import type { Database } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import { claimOrderForReview, findOrder } from '../modules/orders/orders.repository.js';
import { insertReviewOf, REVIEW_ERRORS } from '../modules/reviews/reviews.service.js';
import type { RequestUser } from '../plugins/identity.js';

class NotClaimed extends Error {}

/**
 * `POST /review` (DESIGN.md, open payloads): the caller reviews their own delivered, not yet
 * reviewed order. In one transaction the order is marked `isReviewed` with one conditional
 * statement and the review is inserted with the caller's profile name and picture. The review
 * leads `GET /reviews`. Returns the new review's id.
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
    const { email, inserted } = await db.transaction(async (tx) => {
      const claimed = await claimOrderForReview(tx, input.orderId, caller.id);
      if (!claimed) throw new NotClaimed();
      return { email: claimed, inserted: await insertReviewOf(tx, caller, input) };
    });
    ordersChanged(db, email);
    return inserted;
  } catch (error) {
    if (!(error instanceof NotClaimed)) throw error;
  }
  // Nothing claimed: say why, from the order as it is now.
  const order = await findOrder(db, input.orderId);
  if (!order || order.userId !== caller.id) throw new NotFoundError(ORDER_MESSAGES.notFound);
  if (!order.isDelivered) throw new ConflictError(REVIEW_ERRORS.notDelivered);
  throw new ConflictError(REVIEW_ERRORS.alreadyReviewed);
}
