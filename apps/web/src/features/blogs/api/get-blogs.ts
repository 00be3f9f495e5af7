import { BlogListSchema, type Blog } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /blogs` (spec §7): blog posts, newest first, validated with `BlogListSchema`.
 * @throws ApiError when the call fails or the answer does not match the schema.
 */
export function getBlogs({ signal }: { signal?: AbortSignal } = {}): Promise<Blog[]> {
  return api.get('/blogs', BlogListSchema, { signal });
}

/** Query options of the blog list; its key is `['blogs']`. */
export function getBlogsQueryOptions() {
  return queryOptions({
    queryKey: ['blogs'],
    queryFn: ({ signal }) => getBlogs({ signal }),
  });
}

/** The blog list through TanStack Query. */
export function useBlogs() {
  return useQuery(getBlogsQueryOptions());
}
