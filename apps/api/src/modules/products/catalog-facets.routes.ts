import {
  ProductFacetsQuerySchema,
  ProductFacetsSchema,
  type ProductFacets,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { REVALIDATE } from '../../cache-control.js';
import { openCatalogCachePerLanguage } from '../../catalog-cache/index.js';
import { etagVariantOf } from '../../content-language.js';
import { getCatalogFacets } from '../../flows/catalog-facets.js';
import { filtersInStock, KeptAnswers, keptAnswer, restockKeptAnswers } from '../../kept-answers.js';
import { serializeOnce } from '../../serialized-answers.js';

/**
 * `GET /products/facets` (under `/api`; docs/catalog-contract.md, decision 317): the counts beside a
 * catalog search — subcategories, specification values, price bounds. Public.
 */
export const catalogFacetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone } = declareRoutes(app, { tags: ['products'], errors: [400, 404] });
  // Kept until the catalog changes (decision 270): a category, attribute or product write drops it.
  // Kept apart per language (decision 326).
  // Only an `inStock` count changes with a sale, when a product crossed (decision 338).
  const answers = await openCatalogCachePerLanguage(
    app,
    async () => new KeptAnswers<ProductFacets>(),
    (language) => restockKeptAnswers(ProductFacetsSchema, etagVariantOf(language), filtersInStock),
  );

  anyone.get(
    '/products/facets',
    {
      apiKeyScope: 'catalog:read',
      contentLanguage: true,
      summary: 'Count the matches of a catalog search by subcategory and specification value',
      description:
        'The filters of `GET /products/search` (`q`, `minPrice`, `maxPrice`, `inStock`, ' +
        '`category`, `spec`) without paging or sort. `total`: the matches, exact. `children`: ' +
        "the category's subcategories (the top-level categories without one) with the matches " +
        "in each subtree. `attributes`: the category's filterable attributes; a value's `count` " +
        'is the `total` of the search with that value chosen for its attribute and every other ' +
        'filter kept. `price`: the lowest and highest price (Taka) of the matches without the ' +
        "price filter, and the price filter itself, read the list price, never a buyer's own " +
        '(decision 320). An unknown `category` answers 404; a `spec` key that is not a filterable ' +
        'attribute of the category (of any category without one) answers 400 on `spec`. ' +
        'Category and attribute names answer in the language `Accept-Language` prefers, and ' +
        'an enum value with a Bangla label has it as `label` (decision 326).',
      querystring: ProductFacetsQuerySchema,
      response: { 200: ProductFacetsSchema },
    },
    async (c) => {
      const result = await keptAnswer(answers[c.language], c.query, async () =>
        serializeOnce(
          ProductFacetsSchema,
          await getCatalogFacets(c.db, c.query, c.language),
          etagVariantOf(c.language),
        ),
      );
      c.reply.header('cache-control', REVALIDATE);
      return result;
    },
  );
};
