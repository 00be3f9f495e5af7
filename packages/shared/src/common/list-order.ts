import { z } from 'zod';

/** The orders a list route of the specification can answer in (decision 092). */
export const LIST_SORTS = ['oldest', 'newest'] as const;

/** One of {@link LIST_SORTS}. */
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * The query of the specification's list routes (`GET /products`, `/orders`, `/orders/{email}`,
 * `/orders/{email}/true`, `/reviews`; decision 092). Without `sort`, or with `sort=oldest`, they
 * answer in insertion order, oldest first, as the specification's server did: its client reverses
 * the lists itself (spec §2, "Home product cards: the product list reversed, first 6").
 * `sort=newest` answers newest first, the order the web app shows. Other parameters are ignored.
 */
export const ListOrderQuerySchema = z.object({
  sort: z
    .enum(LIST_SORTS, { error: "Sort must be 'oldest' or 'newest'" })
    .default('oldest')
    .describe('`oldest` (the default: insertion order) or `newest`.'),
});
// No `.meta({ id })`: a query string schema stays inline in the OpenAPI document.

/** A parsed {@link ListOrderQuerySchema}. */
export type ListOrderQuery = z.output<typeof ListOrderQuerySchema>;
