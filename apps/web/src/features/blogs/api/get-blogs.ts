import { BlogListSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * Query options of `GET /blogs` (spec §7): blog posts, newest first, validated with
 * `BlogListSchema`; the key is `['blogs']`.
 * @throws ApiError when the call fails or the answer does not match the schema.
 */
export function getBlogsQueryOptions() {
  return apiQueryOptions(['blogs'], '/blogs', BlogListSchema);
}

/** The blog list through TanStack Query. */
export function useBlogs() {
  return useQuery(getBlogsQueryOptions());
}
