import {
  PRODUCT_MESSAGES,
  ProductPageParamsSchema,
  ProductPageSchema,
  type ProductPage,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import { openCatalogCachePerLanguage } from '../../catalog-cache/index.js';
import { etagVariantOf } from '../../content-language.js';
import { declareRoutes } from '../../declare-routes.js';
import { NotFoundError } from '../../errors.js';
import {
  PRODUCT_PAGE,
  withBuyerPrices,
  FOREIGN_YOUR_PRICE_NOTE,
} from '../../flows/buyer-prices.js';
import { readProductPage } from '../../flows/product-page.js';
import { KeptAnswers, keptAnswer, restockKeptAnswers } from '../../kept-answers.js';
import { serializeOnce } from '../../serialized-answers.js';

/** `GET /product-pages/:key` (under `/api`; decision 318): what a product's page shows. Public. */
export const productPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone } = declareRoutes(app, { tags: ['products'], errors: [404] });
  // Kept until the catalog changes (decision 270): products, categories, attributes, documents and
  // translations all notify the catalog channel. Kept apart per language (decision 326).
  // A sale's stock is applied to the pages kept (decision 338).
  const pages = await openCatalogCachePerLanguage(
    app,
    async () => new KeptAnswers<ProductPage>(),
    (language) => restockKeptAnswers(ProductPageSchema, etagVariantOf(language)),
  );

  anyone.get(
    '/product-pages/:key',
    {
      apiKeyScope: 'catalog:read',
      contentLanguage: true,
      summary: "A product's page: the product, its category, specification, details and documents",
      description:
        "`key` is the product's slug (`/products/{slug}` in the web app) or its id. " +
        "`breadcrumbs` runs from the top category to the product's own; `specification` lists " +
        "the attributes with a value in the category's order (inherited ones first) with " +
        '`display`, the value as people read it (`32 GB`, `Yes`); `details` is Markdown; ' +
        '`gallery` is the picture, then the further ones. Texts answer in the language ' +
        '`Accept-Language` prefers — the name, descriptions, details, category and attribute ' +
        "names, an option's label, Yes/No — English where there is no translation (decision " +
        '326). Unknown or deleted products answer ' +
        "404 'Product not found'. A buyer (or API key) of a company with a price list for the " +
        'product also gets `product.yourPrice` with their tiers, in an answer of its own ' +
        '(`Cache-Control: private, no-cache`; decision 320).' +
        FOREIGN_YOUR_PRICE_NOTE,
      params: ProductPageParamsSchema,
      response: { 200: ProductPageSchema },
    },
    async (c) => {
      const page = await keptAnswer(pages[c.language], c.params, async () => {
        const read = await readProductPage(c.db, c.params.key, c.language);
        if (!read) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
        return serializeOnce(ProductPageSchema, read, etagVariantOf(c.language));
      });
      const own = await withBuyerPrices(c.db, c.request, c.reply, page, PRODUCT_PAGE);
      if (own) return own;
      c.reply.header('cache-control', REVALIDATE);
      return page;
    },
  );
};
