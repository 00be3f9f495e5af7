import { InsertedIdSchema, type AddReviewInput } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * `POST /review` (spec §7): reviews one of the caller's delivered orders; name and picture come
 * from the caller's profile. Resolves to the review's id.
 * @throws ApiError — 409 already reviewed, 404 not the caller's delivered order.
 */
export async function addReview(input: AddReviewInput): Promise<string> {
  const { insertedId } = await api.post('/review', InsertedIdSchema, input);
  return insertedId;
}

/** Adds a review; invalidates the reviews (home carousel) and the orders (now reviewed). */
export function useAddReview() {
  return useInvalidatingMutation(addReview, [['reviews'], ['orders']]);
}
