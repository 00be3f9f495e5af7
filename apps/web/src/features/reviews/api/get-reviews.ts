import { ReviewListSchema, type Review } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /reviews?sort=newest` (spec §7; the API's default is oldest first, decision 092): client
 * reviews, newest first, validated with `ReviewListSchema`.
 * @throws ApiError when the call fails or the answer does not match the schema.
 */
export function getReviews({ signal }: { signal?: AbortSignal } = {}): Promise<Review[]> {
  return api.get('/reviews?sort=newest', ReviewListSchema, { signal });
}

/** Query options of the review list; its key is `['reviews']`. */
export function getReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => getReviews({ signal }),
  });
}

/** The review list through TanStack Query. */
export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}
