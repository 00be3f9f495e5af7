import {
  PAGE_LIMIT_DEFAULT,
  PAGE_MESSAGES,
  SPEC_LIST_CAP,
  type KeysetPage,
  type PageQuery,
} from '@partline/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from './errors.js';

/** A value a cursor holds: the sort key of the last item of a page and its id (decision 210). */
export type CursorValue = string | number;

/**
 * The opaque cursor of a page that ends at an item with sort key `values` (decision 210):
 * base64url of their JSON array. Opaque to clients, who only echo it back; readable by us.
 */
export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * The sort key a {@link encodeCursor} cursor holds, checked against the kinds the list expects.
 * @throws ValidationError 400 `validation_failed`, `details.cursor` {@link PAGE_MESSAGES}
 *   `cursorInvalid`, for text that is not a cursor of this list.
 */
export function decodeCursor<const TKinds extends readonly ('string' | 'number')[]>(
  cursor: string,
  kinds: TKinds,
): { [K in keyof TKinds]: TKinds[K] extends 'number' ? number : string } {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  const valid =
    Array.isArray(values) &&
    values.length === kinds.length &&
    values.every((value, index) =>
      kinds[index] === 'number'
        ? Number.isSafeInteger(value)
        : typeof value === 'string' && value.length <= 100 && !value.includes('\u0000'),
    );
  if (!valid) throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
  return values as { [K in keyof TKinds]: TKinds[K] extends 'number' ? number : string };
}

/**
 * The page of `rows`, read with `limit + 1` so that one extra row tells whether a next page
 * exists: the first `limit` rows, and the cursor of the last of them when the extra row was there.
 */
export function toKeysetPage<TRow>(
  rows: readonly TRow[],
  limit: number,
  cursorOf: (row: TRow) => readonly CursorValue[],
): KeysetPage<TRow> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null,
  };
}

/**
 * Sets `Link: <url of the next page>; rel="next"` (RFC 8288, as GitHub's API pages) when
 * `nextCursor` is set: the request's own path and query with `cursor` replaced. Lists of the
 * specification keep their array bodies; the next page travels in this header (decision 210).
 */
export function linkNextPage(
  request: FastifyRequest,
  reply: FastifyReply,
  nextCursor: string | null,
): void {
  if (nextCursor === null) return;
  const url = new URL(request.url, 'http://partline.invalid');
  url.searchParams.set('cursor', nextCursor);
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** A `timestamptz` as a cursor holds it: UTC to the microsecond, `2026-11-27T05:49:20.123456Z`. */
const INSTANT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The text a cursor keeps of a `timestamptz` column: UTC to the microsecond. A JavaScript `Date`
 * keeps milliseconds only, and rows written within one millisecond must still be told apart.
 */
export function instantKey(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The type of a list's id column: `uuid`, or `text` (better-auth's user ids). */
export type IdType = 'uuid' | 'text';

/**
 * The `[instant, id]` of a cursor of a list ordered by a `timestamptz` and an id (most lists:
 * `created_at, id`), checked so that the query cannot fail on it.
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for any other text.
 */
export function decodeInstantCursor(
  cursor: string,
  idType: IdType = 'uuid',
): [instant: string, id: string] {
  const [instant, id] = decodeCursor(cursor, ['string', 'string'] as const);
  if (!INSTANT_KEY.test(instant) || (idType === 'uuid' && !UUID.test(id))) {
    throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
  }
  return [instant, id];
}

/**
 * The `[number, id]` of a cursor of a list ordered by a whole number and a uuid id (a price in
 * poisha), checked so that the query cannot fail on it.
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for any other text.
 */
export function decodeNumberCursor(cursor: string): [key: number, id: string] {
  const [key, id] = decodeCursor(cursor, ['number', 'string'] as const);
  if (!UUID.test(id)) throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
  return [key, id];
}

/**
 * The rows after a cursor's `[instant, id]` in an order on `(instantColumn, idColumn)`, ascending
 * or descending on both: a row comparison, which a btree index on the two columns answers by
 * starting its scan at the cursor (decision 210).
 */
export function afterInstantCursor(
  instantColumn: SQLWrapper,
  idColumn: SQLWrapper,
  [instant, id]: readonly [string, string],
  direction: 'asc' | 'desc',
  idType: IdType = 'uuid',
): SQL {
  const operator = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  const idValue = sql`${id}::${sql.raw(idType)}`;
  return sql`(${instantColumn}, ${idColumn}) ${operator} (${instant}::timestamptz, ${idValue})`;
}

/**
 * Where a numbered page that a cursor may also start (decisions 216, 217) begins: after the
 * cursor's key, read by `decode`, else after `(page − 1) × pageSize` rows.
 * @throws what `decode` throws for a cursor of no page of this list.
 */
export function pageStartOf<TKey>(
  query: { page: number; pageSize: number; cursor?: string | undefined },
  decode: (cursor: string) => TKey,
): { offset: number } | { after: TKey } {
  return query.cursor === undefined
    ? { offset: (query.page - 1) * query.pageSize }
    : { after: decode(query.cursor) };
}

/**
 * How many items a list answers for `query` (decision 210): its `limit`; a page of
 * {@link PAGE_LIMIT_DEFAULT} when only a `cursor` is given; else the whole list as the
 * specification's server answered it, capped at `cap` ({@link SPEC_LIST_CAP} by default).
 */
export function pageLimitOf(query: PageQuery, cap: number = SPEC_LIST_CAP): number {
  return query.limit ?? (query.cursor === undefined ? cap : PAGE_LIMIT_DEFAULT);
}

/**
 * The body of a specification list route for `page` (decision 210): its items, the array the
 * specification's client reads, with the next page's {@link linkNextPage} `Link` header set.
 */
export function answerPage<TItem>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeysetPage<TItem>,
): TItem[] {
  linkNextPage(request, reply, page.nextCursor);
  return page.items;
}
