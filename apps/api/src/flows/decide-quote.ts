import { QUOTE_MESSAGES, type Quote, type QuoteMessageInput } from '@partline/shared';
import type { AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import { ConflictError } from '../errors.js';
import { assertBuyer } from '../modules/cart/cart.service.js';
import { markDeclined } from '../modules/quotes/quotes.repository.js';
import { lockOwnQuote, lockQuoteFor, toQuote } from '../modules/quotes/quotes.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { quoteReaderOf } from './read-quotes.js';
import { recordQuoteStep } from './quote-step.js';

/**
 * `POST /quotes/{id}/decline`: the buyer, or an admin of the quote's company (decision 156),
 * declines an open quote (requested or quoted); the timeline and the audit log record it.
 * @throws ForbiddenError for admins; NotFoundError 'Quote not found' (unknown, another's);
 *   ConflictError 'This quote is closed' (accepted, declined or expired).
 */
export async function declineQuote(
  db: Database,
  caller: RequestUser,
  quoteId: string,
  actor: AuditActor,
): Promise<Quote> {
  assertBuyer(caller);
  const reader = await quoteReaderOf(db, caller);
  const declined = await db.transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, reader, quoteId);
    const row = await markDeclined(tx, quote.id);
    if (!row) throw new ConflictError(QUOTE_MESSAGES.notOpen);
    await recordQuoteStep(
      tx,
      actor,
      quote,
      {
        kind: 'declined',
        author: 'buyer',
        authorName: caller.name,
        version: quote.currentVersion,
      },
      {
        action: 'quote.decline',
        before: { status: quote.status, version: quote.currentVersion },
        after: { status: 'declined', version: quote.currentVersion },
      },
    );
    return row;
  });
  return toQuote(db, declined);
}

/**
 * `POST /quotes/{id}/messages` (decision 153): a message on the quote's thread, by its buyer, an admin
 * of its company (decision 156) or a shop admin (the shop), at any status; the timeline and the audit log record it.
 * @throws NotFoundError 'Quote not found' (unknown, another client's or company's).
 */
export async function writeQuoteMessage(
  db: Database,
  caller: RequestUser,
  quoteId: string,
  input: QuoteMessageInput,
  actor: AuditActor,
): Promise<Quote> {
  const reader = await quoteReaderOf(db, caller);
  const quote = await db.transaction(async (tx) => {
    const locked = await lockQuoteFor(tx, reader, quoteId);
    const author = caller.role === 'admin' ? 'shop' : 'buyer';
    await recordQuoteStep(
      tx,
      actor,
      locked,
      {
        kind: 'message',
        author,
        authorName: caller.name,
        version: locked.currentVersion,
        body: input.body,
      },
      {
        action: 'quote.message',
        before: null,
        after: { author, body: input.body },
      },
    );
    return locked;
  });
  return toQuote(db, quote);
}
