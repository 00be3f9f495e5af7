import type { QuoteStatus } from '@partline/shared';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { claimBatch, findGrouped, findOne, insertOne, lockOne, updateOne } from '../../db/rows.js';
import { quoteEvents, quotes, quoteVersions } from '../../db/schema/index.js';

/** A `quotes` row. */
export type QuoteRow = typeof quotes.$inferSelect;
/** A `quote_versions` row. */
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
/** A `quote_events` row. */
export type QuoteEventRow = typeof quoteEvents.$inferSelect;
/** Values of a new quote event (the quote id is given). */
export type NewQuoteEvent = Omit<typeof quoteEvents.$inferInsert, 'id' | 'quoteId' | 'createdAt'>;
/** Values of a new quote version (the quote id is given). */
export type NewQuoteVersion = Omit<
  typeof quoteVersions.$inferInsert,
  'id' | 'quoteId' | 'createdAt'
>;

/**
 * Inserts a quote request with its version 0 and its 'requested' event. A key the buyer used
 * before fails with the unique violation of `quotes_idempotency_key`.
 */
export async function insertQuote(
  tx: Transaction,
  quote: Pick<
    typeof quotes.$inferInsert,
    'userId' | 'userName' | 'userEmail' | 'companyId' | 'message' | 'idempotencyKey'
  > &
    Partial<Pick<typeof quotes.$inferInsert, 'currency' | 'exchangeRateId' | 'bdtPerUnit'>>,
  request: NewQuoteVersion,
): Promise<QuoteRow> {
  const row = await insertOne(tx, quotes, quote, 'quote');
  await tx.insert(quoteVersions).values({ ...request, quoteId: row.id });
  await appendQuoteEvent(tx, row.id, {
    kind: 'requested',
    author: 'buyer',
    authorName: quote.userName,
    version: 0,
    body: quote.message || null,
  });
  return row;
}

/** The buyer's quote requested with this idempotency key. */
export function findQuoteByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<QuoteRow | undefined> {
  return findOne(db, quotes, and(eq(quotes.userId, userId), eq(quotes.idempotencyKey, key)));
}

/** The quote of this id (a malformed id finds nothing). */
export async function findQuote(db: Executor, id: string): Promise<QuoteRow | undefined> {
  return isUuid(id) ? findOne(db, quotes, eq(quotes.id, id)) : undefined;
}

/** The quote an order was accepted from, if any. */
export function findQuoteOfOrder(db: Executor, orderId: string): Promise<QuoteRow | undefined> {
  return findOne(db, quotes, eq(quotes.orderId, orderId));
}

/** Locks the quote row for the rest of the transaction and returns it. */
export async function lockQuote(tx: Transaction, id: string): Promise<QuoteRow | undefined> {
  return isUuid(id) ? lockOne(tx, quotes, eq(quotes.id, id)) : undefined;
}

/** Quotes, newest activity first: a buyer's (`userId`, and their company's) or every one, of one status or all. */
export function listQuotes(
  db: Executor,
  filter: {
    userId?: string;
    /**
     * With `userId`: the company the user belongs to now; their quotes of another company are left
     * out (a company's quote follows the membership, decision 293).
     */
    memberOf?: string | undefined;
    /** With `userId`: also the quotes of this company. */
    orCompanyId?: string | undefined;
    status?: QuoteStatus | undefined;
  },
): Promise<QuoteRow[]> {
  const ofUser = filter.userId
    ? and(
        eq(quotes.userId, filter.userId),
        filter.memberOf
          ? or(isNull(quotes.companyId), eq(quotes.companyId, filter.memberOf))
          : isNull(quotes.companyId),
      )
    : undefined;
  const conditions = [
    ...(ofUser
      ? [filter.orCompanyId ? or(ofUser, eq(quotes.companyId, filter.orCompanyId)) : ofUser]
      : []),
    ...(filter.status ? [eq(quotes.status, filter.status)] : []),
  ];
  return db
    .select()
    .from(quotes)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(quotes.updatedAt), desc(quotes.id))
    .limit(500);
}

/** The versions of these quotes, by quote id, oldest first. */
export async function listQuoteVersions(
  db: Executor,
  quoteIds: readonly string[],
): Promise<Map<string, QuoteVersionRow[]>> {
  if (quoteIds.length === 0) return new Map();
  return findGrouped(
    db,
    quoteVersions,
    inArray(quoteVersions.quoteId, [...quoteIds]),
    [asc(quoteVersions.quoteId), asc(quoteVersions.version)],
    (version) => version.quoteId,
  );
}

/** The quote's timeline, oldest first. */
export function listQuoteEvents(db: Executor, quoteId: string): Promise<QuoteEventRow[]> {
  return db
    .select()
    .from(quoteEvents)
    .where(eq(quoteEvents.quoteId, quoteId))
    .orderBy(asc(quoteEvents.createdAt), asc(quoteEvents.id));
}

/** Appends to the quote's timeline and marks the quote as changed now. */
export async function appendQuoteEvent(
  tx: Executor,
  quoteId: string,
  event: NewQuoteEvent,
): Promise<void> {
  await tx.insert(quoteEvents).values({ ...event, quoteId });
  await tx
    .update(quotes)
    .set({ updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId));
}

/**
 * Adds the shop's answer as the next version and makes it the quote's latest (status `quoted`,
 * its validity), only while the quote is open (requested, quoted or expired) and still at the
 * version before (the row is locked by the caller). The quote and the new version's id, or
 * `undefined`.
 */
export async function addAnswer(
  tx: Transaction,
  quote: QuoteRow,
  answer: NewQuoteVersion & { version: number; validUntil: Date },
): Promise<{ quote: QuoteRow; versionId: string } | undefined> {
  const row = await updateOne(
    tx,
    quotes,
    {
      status: 'quoted',
      currentVersion: answer.version,
      validUntil: answer.validUntil,
      updatedAt: sql`now()`,
    },
    and(
      eq(quotes.id, quote.id),
      eq(quotes.currentVersion, answer.version - 1),
      inArray(quotes.status, ['requested', 'quoted', 'expired']),
    ),
  );
  if (!row) return undefined;
  const [version] = await tx
    .insert(quoteVersions)
    .values({ ...answer, quoteId: quote.id })
    .returning({ id: quoteVersions.id });
  if (!version) throw new Error('quote version not inserted');
  return { quote: row, versionId: version.id };
}

/**
 * quoted → accepted with its order, only at `version`, before its validity ends and with no order
 * yet: the one statement that decides, under the row lock and the unique `order_id` (decision 152).
 */
export function markAccepted(
  tx: Transaction,
  id: string,
  version: number,
  orderId: string,
): Promise<QuoteRow | undefined> {
  return updateOne(
    tx,
    quotes,
    { status: 'accepted', orderId, decidedAt: sql`now()`, updatedAt: sql`now()` },
    and(
      eq(quotes.id, id),
      eq(quotes.status, 'quoted'),
      eq(quotes.currentVersion, version),
      sql`${quotes.orderId} IS NULL`,
      sql`${quotes.validUntil} > now()`,
    ),
  );
}

/** requested or quoted → declined; the quote, or `undefined` when it was not open. */
export function markDeclined(tx: Executor, id: string): Promise<QuoteRow | undefined> {
  return updateOne(
    tx,
    quotes,
    { status: 'declined', decidedAt: sql`now()`, updatedAt: sql`now()` },
    and(eq(quotes.id, id), inArray(quotes.status, ['requested', 'quoted'])),
  );
}

/**
 * quoted → expired for every quote whose validity has ended, skipping rows another transaction
 * holds (an acceptance in flight); the expired quotes.
 */
export function expireDueQuotes(tx: Transaction, limit: number): Promise<QuoteRow[]> {
  return claimBatch(tx, quotes, {
    due: and(eq(quotes.status, 'quoted'), lte(quotes.validUntil, sql`now()`)),
    limit,
    set: { status: 'expired', decidedAt: sql`now()`, updatedAt: sql`now()` },
    still: eq(quotes.status, 'quoted'),
  });
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
