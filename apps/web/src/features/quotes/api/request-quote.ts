import { QuoteSchema, type Quote, type RequestQuoteInput } from '@partline/shared';
import { idempotentPost, type IdempotentInput } from '@/lib/idempotency-key';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { QUOTES_QUERY_KEY } from './get-quotes';

/** The cart's key (the cart feature's `CART_QUERY_KEY`): requesting a quote empties the cart. */
const CART_KEY = ['cart'] as const;

/**
 * `POST /quotes` with an `Idempotency-Key` (decision 150): the cart becomes a quote request; the
 * same key again answers the same quote.
 * @throws ApiError — 409 the cart is empty.
 */
export function requestQuote(attempt: IdempotentInput<RequestQuoteInput>): Promise<Quote> {
  return idempotentPost('/quotes', QuoteSchema, attempt);
}

/** Requests a quote; the cart and the quote lists are read again. */
export function useRequestQuote() {
  return useInvalidatingMutation(requestQuote, [CART_KEY, QUOTES_QUERY_KEY]);
}
