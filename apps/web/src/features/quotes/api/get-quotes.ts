import { QuoteListSchema, QuoteSchema, type QuoteStatus } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** The key of every quote read; each quote mutation invalidates it. */
export const QUOTES_QUERY_KEY = ['quotes'] as const;

/** `GET /quotes`: the signed-in client's quotes, newest activity first. */
export function useMyQuotes() {
  return useQuery(apiQueryOptions([...QUOTES_QUERY_KEY, 'mine'], '/quotes', QuoteListSchema));
}

/** `GET /admin/quotes`: every client's quotes (admin), of one status or all. */
export function useAdminQuotes(status?: QuoteStatus) {
  return useQuery(
    apiQueryOptions(
      [...QUOTES_QUERY_KEY, 'all', status ?? 'any'],
      `/admin/quotes${status ? `?status=${status}` : ''}`,
      QuoteListSchema,
    ),
  );
}

/** `GET /quotes/{id}`: one quote with its versions and timeline (its buyer, or an admin). */
export function useQuote(id: string) {
  return useQuery(
    apiQueryOptions(
      [...QUOTES_QUERY_KEY, 'one', id],
      `/quotes/${encodeURIComponent(id)}`,
      QuoteSchema,
    ),
  );
}
