import { QuoteListSchema, QuoteSchema, type QuoteStatus } from '@partline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key of every quote read; each quote mutation invalidates it. */
export const QUOTES_QUERY_KEY = ['quotes'] as const;

/** `GET /quotes`: the signed-in client's quotes, newest activity first. */
export function useMyQuotes() {
  return useQuery(
    queryOptions({
      queryKey: [...QUOTES_QUERY_KEY, 'mine'],
      queryFn: ({ signal }) => api.get('/quotes', QuoteListSchema, { signal }),
    }),
  );
}

/** `GET /admin/quotes`: every client's quotes (admin), of one status or all. */
export function useAdminQuotes(status?: QuoteStatus) {
  return useQuery(
    queryOptions({
      queryKey: [...QUOTES_QUERY_KEY, 'all', status ?? 'any'],
      queryFn: ({ signal }) =>
        api.get(`/admin/quotes${status ? `?status=${status}` : ''}`, QuoteListSchema, { signal }),
    }),
  );
}

/** `GET /quotes/{id}`: one quote with its versions and timeline (its buyer, or an admin). */
export function useQuote(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...QUOTES_QUERY_KEY, 'one', id],
      queryFn: ({ signal }) =>
        api.get(`/quotes/${encodeURIComponent(id)}`, QuoteSchema, { signal }),
    }),
  );
}
