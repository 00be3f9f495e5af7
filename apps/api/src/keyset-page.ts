import {
  PAGE_LIMIT_DEFAULT,
  PAGE_MESSAGES,
  SPEC_LIST_CAP,
  type KeysetPage,
  type PageQuery,
} from '@partline/shared';
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
