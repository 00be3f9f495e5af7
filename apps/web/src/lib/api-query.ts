import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

/**
 * Query options of one `GET path` answer validated with `schema`, kept under `queryKey`; the
 * query's abort signal cancels the request. The one home of the features' reads by key
 * (decision 230); spread it to add `enabled` or `retry`.
 * @throws ApiError as `api.get` does.
 */
export function apiQueryOptions<TSchema extends z.ZodType, TKey extends QueryKey>(
  queryKey: TKey,
  path: string,
  schema: TSchema,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<z.output<TSchema>> => api.get(path, schema, { signal }),
  });
}
