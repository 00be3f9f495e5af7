import { z } from 'zod';

/** Longest search text of a list after trimming, characters. */
export const LIST_SEARCH_MAX_CHARS = 100;

/** The API's texts for a bad search parameter `q` (the catalog's and the back-office lists'). */
export const LIST_SEARCH_MESSAGES = {
  notText: 'Send the search text once',
  tooLong: `Search text is at most ${LIST_SEARCH_MAX_CHARS} characters`,
} as const;

/**
 * The search text `q` of a list: trimmed, at most {@link LIST_SEARCH_MAX_CHARS} characters; blank
 * or absent means no search. Sent twice (`?q=a&q=b`) or too long: 400 `validation_failed` with
 * `details.q` {@link LIST_SEARCH_MESSAGES}. What it matches is each list's own (its route says).
 */
export const SearchTextSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: LIST_SEARCH_MESSAGES.notText })
    .trim()
    .max(LIST_SEARCH_MAX_CHARS, { error: LIST_SEARCH_MESSAGES.tooLong })
    .optional(),
);

/** The query of a searchable back-office list: {@link SearchTextSchema} as `q`. */
export const ListSearchQuerySchema = z.object({
  q: SearchTextSchema.describe(
    `Search text, at most ${LIST_SEARCH_MAX_CHARS} characters; blank: the whole list.`,
  ),
});
// No `.meta({ id })`: a query string schema stays inline in the OpenAPI document.

/** A parsed {@link ListSearchQuerySchema}. */
export type ListSearchQuery = z.output<typeof ListSearchQuerySchema>;
