import {
  CATALOG_SEARCH_LIMITS,
  CATALOG_SORTS,
  ProductSearchQuerySchema,
  ProductSearchResultSchema,
  type ProductSearchResult,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { REVALIDATE } from '../../cache-control.js';
import { openCatalogCachePerLanguage } from '../../catalog-cache/index.js';
import { etagVariantOf } from '../../content-language.js';
import { filtersInStock, KeptAnswers, keptAnswer, restockKeptAnswers } from '../../kept-answers.js';
import { linkNextPage } from '../../keyset-page.js';
import { serializeOnce } from '../../serialized-answers.js';
import { resolveCatalogScope } from '../../flows/catalog-scope.js';
import {
  SEARCH_RESULT,
  withBuyerPrices,
  FOREIGN_YOUR_PRICE_NOTE,
} from '../../flows/buyer-prices.js';
import { searchCatalog } from './catalog-search.service.js';

/**
 * `GET /products/search` (under `/api`; docs/catalog-contract.md, decision 065): catalog search and browsing for
 * the `/all-products` page. Public. The static segment wins over `GET /products/:id` in Fastify's
 * router, whatever the registration order.
 */
export const catalogSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone } = declareRoutes(app, { tags: ['products'], errors: [400, 404] });
  // Each search's answer, serialised once and kept until the catalog changes (decision 270): the
  // writes that drop the catalog's snapshot (decisions 040, 041, 164) drop these too. Kept apart
  // per language (decision 326).
  // A sale's stock is applied to them; an `inStock` search is read again when a product crossed
  // (decision 338).
  const searches = await openCatalogCachePerLanguage(
    app,
    async () => new KeptAnswers<ProductSearchResult>(),
    (language) =>
      restockKeptAnswers(ProductSearchResultSchema, etagVariantOf(language), filtersInStock),
  );

  anyone.get(
    '/products/search',
    {
      apiKeyScope: 'catalog:read',
      contentLanguage: true,
      summary: 'Search and browse the catalog, one page at a time',
      description:
        '`q`: words that must each appear in the name, description, SKU or specification ' +
        'values (any case; `%` and `_` are literal; ≤ 100 characters), or — 5 characters or ' +
        'more without a digit — be a near spelling of a word of the name, SKU or values ' +
        '(pg_trgm word_similarity ≥ 0.55); a word in Bangla script must appear in the Bangla ' +
        'name or description. Names and descriptions answer in the language ' +
        '`Accept-Language` prefers, English where there is no translation (decision 326). ' +
        '`category`: a category slug, its whole subtree (unknown: 404 ' +
        "'Category not found'). `spec`: `key:v1,v2;key:min..max` — values OR'ed within a key, " +
        "keys AND'ed, ranges inclusive; a key that is not a filterable attribute of the " +
        'category (of any category without one) answers 400 on `spec`. `minPrice`/`maxPrice`: Taka, inclusive, 0 to ' +
        '100,000,000, min ≤ max. `inStock=true`: only products a client can order now ' +
        '(availableQuantity − heldQuantity ≥ minOrder). `sort`: ' +
        `${CATALOG_SORTS.join(', ')} (default newest). \`page\` 1–1000 (default 1), ` +
        '`pageSize` 1–48 (default 12). `cursor`: the `nextCursor` of the previous page of the ' +
        'same search and sort — a keyset page that costs what the first costs at any depth ' +
        '(decision 216; `page` is then not used); the next page is also in a ' +
        '`Link: <…&cursor=…>; rel="next"` header. `total` counts matches up to ' +
        `${CATALOG_SEARCH_LIMITS.totalMax.toLocaleString('en')}; \`totalCapped\` says more ` +
        'match. Unknown parameters are ignored; a bad one (a cursor of another search or sort ' +
        'included) answers 400 `validation_failed` with a message per parameter. Deleted ' +
        'products never appear. `minPrice`/`maxPrice` and the price sorts read the list ' +
        'price in Taka, whatever the buyer is billed in. A buyer (or API key) of a company with a ' +
        'price list gets `yourPrice` on the ' +
        'products it prices, in an answer of its own (`Cache-Control: private, no-cache`; ' +
        'decision 320).' +
        FOREIGN_YOUR_PRICE_NOTE,
      querystring: ProductSearchQuerySchema,
      response: { 200: ProductSearchResultSchema },
    },
    async (c) => {
      const result = await keptAnswer(searches[c.language], c.query, async () =>
        serializeOnce(
          ProductSearchResultSchema,
          await searchCatalog(c.db, c.query, await resolveCatalogScope(c.db, c.query), c.language),
          etagVariantOf(c.language),
        ),
      );
      linkNextPage(c.request, c.reply, result.nextCursor);
      const own = await withBuyerPrices(c.db, c.request, c.reply, result, SEARCH_RESULT);
      if (own) return own;
      c.reply.header('cache-control', REVALIDATE);
      return result;
    },
  );
};
