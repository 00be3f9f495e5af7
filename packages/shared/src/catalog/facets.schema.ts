import { z } from 'zod';
import { CATALOG_SEARCH_MESSAGES, productSearchFields } from '../products/product-search.schema.js';
import { ATTRIBUTE_TYPES } from './attribute.schema.js';

/**
 * The catalog's facets (`GET /products/facets`, decision 317): for the products a search finds, how
 * many match each subcategory and each value of the category's filterable attributes.
 */

/**
 * `GET /products/facets` query: the search's filters (`q`, `minPrice`, `maxPrice`, `inStock`,
 * `category`, `spec`; see `productSearchFields`) without paging or sort. A `minPrice` above
 * `maxPrice` fails on `minPrice` as in the search.
 */
export const ProductFacetsQuerySchema = z
  .object({
    q: productSearchFields.q,
    minPrice: productSearchFields.minPrice,
    maxPrice: productSearchFields.maxPrice,
    inStock: productSearchFields.inStock,
    category: productSearchFields.category,
    spec: productSearchFields.spec,
  })
  .refine(
    ({ minPrice, maxPrice }) =>
      minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { error: CATALOG_SEARCH_MESSAGES.priceRange, path: ['minPrice'] },
  );
/** The facets' query as the API reads it. */
export type ProductFacetsQuery = z.output<typeof ProductFacetsQuerySchema>;

/** A category as facets name it: enough for a link (`/categories/{slug}`) and a breadcrumb. */
export const CategoryLinkSchema = z
  .object({ id: z.uuid(), name: z.string(), slug: z.string() })
  .meta({ id: 'CategoryLink' });
/** A category's id, name and slug. */
export type CategoryLink = z.infer<typeof CategoryLinkSchema>;

/**
 * One value of an attribute facet: `value` as the `spec` parameter writes it (`RDIMM`, `true`,
 * `32`), `count` the products the search finds when this value is chosen for its attribute (the
 * attribute's other chosen values dropped, every other filter kept: a disjunctive count), and
 * whether the search has chosen it.
 */
export const FacetValueSchema = z.object({
  value: z.string(),
  label: z
    .string()
    .optional()
    .describe(
      "The value as the answer's language names it, where that differs from `value`: an enum " +
        "option's Bangla label (decision 326)",
    ),
  count: z.number().int().min(0),
  selected: z.boolean(),
});
/** A value of a facet and its count. */
export type FacetValue = z.infer<typeof FacetValueSchema>;

/**
 * A filterable attribute of the category as a facet. `values`: an enum's options in their order,
 * a boolean's `true` then `false`, a number's values present among the matches, ascending (at most
 * {@link FACET_LIMITS} `numberValuesMax`); `range`: for a number, the lowest and highest value
 * among the products the search finds without this attribute's own filter (`null` for other
 * types or when none has a value); `selected`: a number filter's chosen bounds (`null` when the
 * search has no range on it).
 */
export const AttributeFacetSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullable(),
  values: z.array(FacetValueSchema),
  range: z.object({ min: z.number(), max: z.number() }).nullable(),
  selected: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
});
/** One attribute's facet. */
export type AttributeFacet = z.infer<typeof AttributeFacetSchema>;

/** Bounds of the facets' answer. */
export const FACET_LIMITS = {
  /** Distinct values of a number attribute listed (the range covers the rest). */
  numberValuesMax: 50,
} as const;

/**
 * `GET /products/facets` answer (decision 317). `total`: the products the search finds, exact.
 * `category`: the searched category (`null` for the whole catalog) and `breadcrumbs` its path
 * from the top, itself last (`[]` without one). `children`: its subcategories (the top-level
 * categories without one), each with the matches in its subtree. `attributes`: the category's
 * filterable attributes, its ancestors' first (`[]` without a category). `price`: the lowest and
 * highest price in Taka among the matches without the price filter (`null` when none match).
 * Every count equals the `total` the search then answers with that value chosen.
 */
export const ProductFacetsSchema = z
  .object({
    total: z.number().int().min(0),
    category: CategoryLinkSchema.nullable(),
    breadcrumbs: z.array(CategoryLinkSchema),
    children: z.array(CategoryLinkSchema.extend({ count: z.number().int().min(0) })),
    attributes: z.array(AttributeFacetSchema),
    price: z.object({ min: z.number(), max: z.number() }).nullable(),
  })
  .meta({ id: 'ProductFacets' });
/** The facets of a catalog search. */
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;
