import { QuoteSchema, type AnswerQuoteInput, type Quote } from '@partline/shared';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { QUOTES_QUERY_KEY } from './get-quotes';

/**
 * `POST /admin/quotes/{id}/versions` (decision 151): the shop's answer, the quote's next version.
 * @throws ApiError — 400 per field, 409 the quote is closed.
 */
export function answerQuote({
  id,
  input,
}: {
  id: string;
  input: AnswerQuoteInput;
}): Promise<Quote> {
  return api.post(`/admin/quotes/${encodeURIComponent(id)}/versions`, QuoteSchema, input);
}

/** Answers a quote; the quote reads are refreshed. */
export function useAnswerQuote() {
  return useInvalidatingMutation(answerQuote, [QUOTES_QUERY_KEY]);
}
