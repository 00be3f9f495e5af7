import {
  AcceptQuoteResultSchema,
  QuoteSchema,
  type AcceptQuoteInputValues,
  type AcceptQuoteResult,
  type Quote,
} from '@partline/shared';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { QUOTES_QUERY_KEY } from './get-quotes';

/** The key of every order list (the orders feature's `ORDERS_QUERY_KEY`). */
const ORDERS_KEY = ['orders'] as const;

/**
 * `POST /quotes/{id}/accept` (decisions 152, 157): one order at the quoted prices, the same one on
 * a replay, delivered to an address of the buyer's book (their default when none is given); by
 * card, or on the company's account with a PO number.
 * @throws ApiError — 409 superseded, expired, closed, a line that cannot be served, or the
 *   company's credit refused.
 */
export function acceptQuote({
  id,
  ...input
}: { id: string } & AcceptQuoteInputValues): Promise<AcceptQuoteResult> {
  return api.post(`/quotes/${encodeURIComponent(id)}/accept`, AcceptQuoteResultSchema, input);
}

/** Accepts a quote; the quote and order lists are read again. */
export function useAcceptQuote() {
  return useInvalidatingMutation(acceptQuote, [QUOTES_QUERY_KEY, ORDERS_KEY]);
}

/** `POST /quotes/{id}/decline`. @throws ApiError — 409 the quote is closed. */
export function declineQuote(id: string): Promise<Quote> {
  return api.post(`/quotes/${encodeURIComponent(id)}/decline`, QuoteSchema);
}

/** Declines a quote; the quote reads are refreshed. */
export function useDeclineQuote() {
  return useInvalidatingMutation(declineQuote, [QUOTES_QUERY_KEY]);
}

/** `POST /quotes/{id}/messages`: one entry of the quote's thread. */
export function writeQuoteMessage({ id, body }: { id: string; body: string }): Promise<Quote> {
  return api.post(`/quotes/${encodeURIComponent(id)}/messages`, QuoteSchema, { body });
}

/** Writes on a quote's thread; the quote reads are refreshed. */
export function useWriteQuoteMessage() {
  return useInvalidatingMutation(writeQuoteMessage, [QUOTES_QUERY_KEY]);
}

/** `GET /quotes/{id}/pdf`: saves `quote-<number>.pdf`. Resolves with the file name. */
export function downloadQuotePdf({ id, number }: { id: string; number: string }): Promise<string> {
  return api.download(`/quotes/${encodeURIComponent(id)}/pdf`, {
    accept: 'application/pdf',
    fileName: `quote-${number}.pdf`,
    unreachableMessage: 'The quote could not be downloaded',
  });
}

/**
 * `GET /quotes/{id}/proforma` (decision 311): a proforma invoice at the answered quote's prices,
 * with the shop's bank accounts; saves `proforma-<quote number>.pdf` unless the answer names the
 * file. Resolves with the file name.
 * @throws ApiError — 409 the quote has no prices yet or is closed, 503 bank transfer is not enabled.
 */
export function downloadQuoteProforma({
  id,
  number,
}: {
  id: string;
  number: string;
}): Promise<string> {
  return api.download(`/quotes/${encodeURIComponent(id)}/proforma`, {
    accept: 'application/pdf',
    fileName: `proforma-${number}.pdf`,
    unreachableMessage: 'The proforma invoice could not be downloaded',
  });
}
