import { ReviewListSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /reviews?sort=newest` (spec §7; the API's default is oldest first,
 * decision 092): client reviews, newest first, validated with `ReviewListSchema`; the key is
 * `['reviews']`.
 * @throws ApiError when the call fails or the answer does not match the schema.
 */
export function getReviewsQueryOptions() {
  return apiQueryOptions(['reviews'], '/reviews?sort=newest', ReviewListSchema);
}

/** The review list through TanStack Query. */
export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}
