import { z } from 'zod';
import { ListOrderQuerySchema } from './list-order.js';

/** Most items one page of a list may hold (`limit`). */
export const PAGE_LIMIT_MAX = 100;

/** Items of a page when a paged list is asked for without `limit`. */
export const PAGE_LIMIT_DEFAULT = 20;

/**
 * Most items a specification list route answers when asked without `limit` or `cursor`
 * (decision 210): enough for every list of the demo shop, so the specification's client sees its
 * whole list, and a bound on the time and memory of one request on a manufacturer's data set.
 * When more items exist the answer carries a `Link: <…>; rel="next"` header to the next page.
 */
export const SPEC_LIST_CAP = 1_000;

/** Longest cursor accepted, characters (a cursor holds a timestamp and an id). */
export const PAGE_CURSOR_MAX_LENGTH = 200;

/** The messages of the paging parameters, per parameter. */
export const PAGE_MESSAGES = {
  limitInvalid: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  cursorInvalid: 'Cursor is not valid: use the one a previous page linked to',
} as const;

/** An empty query parameter (`?cursor=`) counts as absent. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * The paging parameters of a keyset-paged list (decision 210): `limit` (1–{@link PAGE_LIMIT_MAX})
 * and `cursor`, the opaque text the previous page's `Link: <…>; rel="next"` header carried
 * (base64url, at most {@link PAGE_CURSOR_MAX_LENGTH} characters). Both optional; a bad one answers
 * 400 `validation_failed` with {@link PAGE_MESSAGES}.
 */
export const PageQuerySchema = z.object({
  limit: z
    .preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: PAGE_MESSAGES.limitInvalid })
        .int({ error: PAGE_MESSAGES.limitInvalid })
        .min(1, { error: PAGE_MESSAGES.limitInvalid })
        .max(PAGE_LIMIT_MAX, { error: PAGE_MESSAGES.limitInvalid })
        .optional(),
    )
    .describe(`Items per page, 1–${PAGE_LIMIT_MAX}.`),
  cursor: z
    .preprocess(
      blankAsAbsent,
      z
        .string({ error: PAGE_MESSAGES.cursorInvalid })
        .max(PAGE_CURSOR_MAX_LENGTH, { error: PAGE_MESSAGES.cursorInvalid })
        .regex(/^[A-Za-z0-9_-]+$/, { error: PAGE_MESSAGES.cursorInvalid })
        .optional(),
    )
    .describe('Where the page starts: the cursor of the previous page\'s `Link` rel="next".'),
});
// No `.meta({ id })`: a query string schema stays inline in the OpenAPI document.

/** A parsed {@link PageQuerySchema}. */
export type PageQuery = z.output<typeof PageQuerySchema>;

/**
 * The query of the specification's list routes with paging (decisions 092, 210): `sort` as before,
 * plus `limit` and `cursor`. Without `limit` and `cursor` a route answers its list as the
 * specification's server did, capped at {@link SPEC_LIST_CAP} items.
 */
export const ListPageQuerySchema = ListOrderQuerySchema.extend(PageQuerySchema.shape);

/** A parsed {@link ListPageQuerySchema}. */
export type ListPageQuery = z.output<typeof ListPageQuerySchema>;

/** One page of a keyset-paged list: its items and the cursor of the next page, if any. */
export interface KeysetPage<TItem> {
  items: TItem[];
  /** `null` on the last page. */
  nextCursor: string | null;
}
