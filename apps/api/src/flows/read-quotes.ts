import type { Quote, QuoteSummary } from '@partline/shared';
import type { Database } from '../db/client.js';
import { orderOf } from '../modules/orders/orders.service.js';
import {
  listQuotesOf,
  quoteFor,
  toQuote,
  type QuoteReader,
} from '../modules/quotes/quotes.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { membershipOf, type Membership } from './company-of-caller.js';

/** The reader of quotes of `caller` with this membership (or none): see {@link quoteReaderOf}. */
export function quoteReaderWith(
  caller: RequestUser,
  membership: Membership | undefined,
): QuoteReader {
  return {
    caller,
    memberOf: membership?.companyId,
    companyAdminOf: membership?.role === 'admin' ? membership.companyId : undefined,
  };
}

/**
 * The caller as a reader of quotes (decision 156): their own (a company's only while they are
 * still its member, decision 293), and their company's when they are one of its admins, read
 * through the companies module on every request.
 */
export async function quoteReaderOf(db: Database, caller: RequestUser): Promise<QuoteReader> {
  return quoteReaderWith(caller, await membershipOf(db, caller));
}

/** `GET /quotes`: the caller's quotes and, for a company admin, every quote of their company. */
export async function listMyQuotes(db: Database, caller: RequestUser): Promise<QuoteSummary[]> {
  return listQuotesOf(db, await quoteReaderOf(db, caller), 'own');
}

/**
 * `GET /quotes/{id}`: the quote for its buyer, an admin of its company or a shop admin, with the
 * number of its order once accepted (read through the orders module).
 * @throws NotFoundError 'Quote not found' (unknown, another client's or company's).
 */
export async function getQuote(db: Database, caller: RequestUser, id: string): Promise<Quote> {
  const quote = await quoteFor(db, await quoteReaderOf(db, caller), id);
  const order = quote.orderId ? await orderOf(db, quote.orderId) : undefined;
  return toQuote(db, quote, order?.number ?? null);
}
