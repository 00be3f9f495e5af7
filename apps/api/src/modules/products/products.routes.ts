import { createHash } from 'node:crypto';
import {
  AddProductInputSchema,
  DeletedCountSchema,
  EditProductInputSchema,
  IdParamsSchema,
  PAGE_LIMIT_DEFAULT,
  PRODUCT_MESSAGES,
  ProductContentSchema,
  ProductCreatedSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  SPEC_LIST_CAP,
  SetTaxRatesInputSchema,
  SetTaxRatesResultSchema,
  UpdateProductInputSchema,
  UpdateProductResultSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import {
  CachedJson,
  openCatalogCachePerLanguage,
  sendCachedJson,
} from '../../catalog-cache/index.js';
import { etagVariantOf } from '../../content-language.js';
import { linkNextPage, pageLimitOf } from '../../keyset-page.js';
import { NotFoundError } from '../../errors.js';
import { declareRoutes } from '../../declare-routes.js';
import { productCatalog } from '../../flows/product-catalog.js';
import { backorderQueue } from '../../flows/allocate-backorders.js';
import {
  ONE_PRODUCT,
  PRODUCT_LIST,
  withBuyerPrices,
  FOREIGN_YOUR_PRICE_NOTE,
} from '../../flows/buyer-prices.js';
import {
  addProduct,
  deleteProduct,
  editProduct,
  findCatalogProduct,
  getCatalogPage,
  getCatalogSnapshot,
  setProductTaxRates,
  updateProductStock,
} from './products.service.js';
import { getProductContent } from './product-content.service.js';

/** Options of {@link productsRoutes}. */
export interface ProductsRoutesOptions {
  /** Also serve the hidden `GET /bench/ceiling` (config `BENCH_CEILING`). */
  benchCeiling?: boolean;
}

/**
 * `GET /products`, `GET /products/:id`, and for admins `POST /product`, `PUT /product/:id`,
 * `PATCH /products/:id` (decision 121), `POST /products/tax-rates` (decision 305),
 * `DELETE /product/:id` (under `/api`; spec §7, DESIGN.md
 * open payloads).
 */
export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (
  app,
  { benchCeiling = false },
) => {
  if (benchCeiling) {
    // `npm run bench`'s ceiling: the cheapest answer a route can give through the same hooks, a
    // body as large as the catalog's with its ETag, both made once on the first request. The
    // requests that arrive while it is made wait for that one making: on the volume data set a
    // making takes long enough for a hundred connections to start a hundred of them, which
    // exhausted the 192 MB heap.
    let making: Promise<{ body: Buffer; etag: string }> | undefined;
    const makeCeiling = async () => {
      const body = (await getCatalogSnapshot(app.database.db)).list.for(undefined).bytes;
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    };
    app.get('/bench/ceiling', { schema: { hide: true } }, async (_request, reply) => {
      making ??= makeCeiling().catch((error: unknown) => {
        making = undefined;
        throw error;
      });
      const ceiling = await making;
      return reply
        .type('application/json')
        .header('cache-control', REVALIDATE)
        .header('etag', ceiling.etag)
        .send(ceiling.body);
    });
  }

  // Catalog reads come from memory (decision 040): serialised once per change, ETag precomputed;
  // only the catalog's first SPEC_LIST_CAP products each way are held (decision 215), a snapshot
  // per language (decision 326).
  // A sale changes stock alone: the snapshot stays, its products' figures replaced (decision 338).
  const catalogCaches = await openCatalogCachePerLanguage(
    app,
    (language) => getCatalogSnapshot(app.database.db, language),
    () => (snapshot, notice) => snapshot.restocked(notice),
  );
  const { anyone, admin } = declareRoutes(app, {
    tags: ['products'],
    adminTags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  anyone.get(
    '/products',
    {
      apiKeyScope: 'catalog:read',
      contentLanguage: true,
      summary: 'All products, oldest first (`sort=newest`: newest first), a page at a time',
      description:
        "In insertion order as the specification's server answered (decision 092). Without " +
        `\`limit\` and \`cursor\`: the first ${SPEC_LIST_CAP.toLocaleString('en')} products (the ` +
        "specification's whole list on the demo catalog); with `limit` (1–100) and/or `cursor`: " +
        'one keyset page (decisions 210, 215; `cursor` without `limit` gives ' +
        `${PAGE_LIMIT_DEFAULT}). When more products follow, a \`Link: </api/products?…` +
        '&cursor=…>; rel="next"` header gives the next page. A bad `limit` or `cursor` answers ' +
        '400 `validation_failed`. `q` keeps the products with each of its words in the name, ' +
        'description or SKU (a word in Bangla script: in the Bangla name or description; as ' +
        '`GET /products/search`; decisions 247, 326), paged alike. Names and descriptions ' +
        'answer in the language `Accept-Language` prefers, English where a product has no ' +
        'translation (decision 326). First ' +
        'pages without `q` are served from memory with a strong `ETag` ' +
        '(answer 304 to a matching `If-None-Match`), `Cache-Control: public, max-age=0, ' +
        "must-revalidate'. A buyer (or API key) of a company with a price list gets " +
        '`yourPrice` on the products it prices, in an answer of its own (`Cache-Control: ' +
        'private, no-cache`, `Vary: Cookie, Authorization, X-API-Key`; decision 320).' +
        FOREIGN_YOUR_PRICE_NOTE,
      querystring: ProductListQuerySchema,
      response: { 200: ProductListSchema },
      errors: [400],
    },
    async (c) => {
      const { sort, limit, cursor, q } = c.query;
      const order = sort === 'newest' ? 'newest' : 'oldest';
      // The cached first pages are the whole catalog's; a search reads the database.
      if (cursor === undefined && q === undefined) {
        const catalogCache = catalogCaches[c.language];
        const catalog = catalogCache.current() ?? (await catalogCache.get());
        const first = catalog.first(order, limit);
        linkNextPage(c.request, c.reply, first.nextCursor);
        const own = await withBuyerPrices(
          c.db,
          c.request,
          c.reply,
          catalog.firstItems(order, limit),
          PRODUCT_LIST,
        );
        return own ?? sendCachedJson(c.request, c.reply, first.json);
      }
      const page = await getCatalogPage(c.db, order, pageLimitOf(c.query), cursor, q, c.language);
      linkNextPage(c.request, c.reply, page.nextCursor);
      const own = await withBuyerPrices(c.db, c.request, c.reply, page.items, PRODUCT_LIST);
      if (own) return own;
      c.reply.header('cache-control', REVALIDATE);
      return page.items;
    },
  );

  anyone.get(
    '/products/:id',
    {
      apiKeyScope: 'catalog:read',
      contentLanguage: true,
      summary: 'One product',
      description:
        'Unknown, deleted or malformed ids answer 404. The name and description answer in the ' +
        'language `Accept-Language` prefers, English where there is no translation (decision ' +
        '326). A buyer (or API key) of a company with ' +
        'a price list for the product also gets `yourPrice`, in an answer of its own ' +
        '(`Cache-Control: private, no-cache`; decision 320).' +
        FOREIGN_YOUR_PRICE_NOTE,
      params: IdParamsSchema,
      response: { 200: ProductSchema },
      errors: [404],
    },
    async (c) => {
      const catalogCache = catalogCaches[c.language];
      const catalog = catalogCache.current() ?? (await catalogCache.get());
      // A whole snapshot lacks only unknown or deleted ids; a partial one (a catalog larger than
      // it holds, decision 215) sends the others to the database.
      const product =
        catalog.item(c.params.id) ??
        (catalog.complete ? undefined : await findCatalogProduct(c.db, c.params.id, c.language));
      if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      const own = await withBuyerPrices(c.db, c.request, c.reply, product, ONE_PRODUCT);
      if (own) return own;
      const held = catalog.one(c.params.id);
      return sendCachedJson(
        c.request,
        c.reply,
        held ?? new CachedJson(product, etagVariantOf(c.language)),
      );
    },
  );

  admin.get(
    '/products/:id/content',
    {
      summary: "A product's texts in every language (admins)",
      description:
        "The name, short description and details as stored: `en`, the product's own, and " +
        "`bn`, its Bangla translation (`null` where there is none), whatever the request's " +
        '`Accept-Language` — what the back office edits (decision 326). Unknown, deleted or ' +
        'malformed ids answer 404.',
      params: IdParamsSchema,
      response: { 200: ProductContentSchema },
      errors: [404],
    },
    async (c) => getProductContent(c.db, c.params.id),
  );

  admin.post(
    '/product',
    {
      summary: 'Add a product (admins)',
      description:
        'Price in Taka (numeric strings accepted), stored in poisha; the name is trimmed. ' +
        'Optional (decision 120): `sku` (default `PL-` and 12 hex digits of the new id), ' +
        '`orderIncrement` (default 1), `priceTiers` (default one tier at the price from the ' +
        'minimum order; the first at `minOrder` and `productPrice`, each further one higher, ' +
        'on a step of the increment and cheaper). ' +
        "400 `validation_failed` with the spec §5 messages per field; 409 'Product already " +
        "exist' for a name in use (ignoring case and surrounding spaces), 'SKU already in " +
        "use' for an SKU in use. `translations.bn`: the name, short description and details in " +
        'Bangla, each optional (decision 326). Answers 201 `{ _id }`.',
      body: AddProductInputSchema,
      response: { 201: ProductCreatedSchema },
    },
    async (c) => addProduct(c.db, c.body, c.actor, productCatalog),
  );

  admin.put(
    '/product/:id',
    {
      summary: 'Restock a product or set its stock (admins)',
      description:
        '`{ restock: n }` adds n pieces atomically; `{ availableQuantity }` sets the stock, ' +
        'never below the pieces held by paid orders (409). Exactly one of the two (400). ' +
        'The new buyable stock goes at once to the orders waiting for the product on ' +
        'backorder, first placed first served (decision 321). ' +
        'Unknown, deleted or malformed ids answer 404.',
      params: IdParamsSchema,
      body: UpdateProductInputSchema,
      response: { 200: UpdateProductResultSchema },
    },
    async (c) => updateProductStock(c.db, c.params.id, c.body, c.actor, backorderQueue),
  );

  admin.patch(
    '/products/:id',
    {
      summary: 'Edit a product (admins)',
      description:
        'Any of `productName`, `sku`, `productPrice`, `minOrder`, `orderIncrement`, ' +
        '`priceTiers`, `productImage`, `productDescription`, checked as in `POST /product`, ' +
        'and `translations.bn` (`productName`, `productDescription`, `details` in Bangla: ' +
        'absent keeps, blank or null removes; decision 326); ' +
        'absent fields stay, the stock is not editable here (`PUT /product/{id}`). ' +
        "`priceTiers` is the whole table; `productPrice` is its first tier's price, so sending " +
        'one moves the other (decision 120). 400 `validation_failed` per field ' +
        "(`priceTiers.1.unitPrice`); 409 'Product already exist' or 'SKU already in use'; " +
        'unknown, deleted or malformed ids answer 404. Audited with the product before and ' +
        'after. Answers the product as `GET /products/{id}` does in English.',
      params: IdParamsSchema,
      body: EditProductInputSchema,
      response: { 200: ProductSchema },
    },
    async (c) => editProduct(c.db, c.params.id, c.body, c.actor, productCatalog),
  );

  admin.post(
    '/products/tax-rates',
    {
      summary: 'Set the VAT rate of several products (admins)',
      description:
        '`{ productIds, vatRate, sdRate? }`: the VAT rate (basis points: 1500, 1000, 750, 500, ' +
        '0 exempt) and, when sent, the supplementary-duty rate (basis points, 0–50000) of up to ' +
        '500 products, in one transaction: all or none (decision 305). 404 when an id is ' +
        'unknown or the product deleted; 400 `validation_failed` per field. Each changed ' +
        'product is audited (`product.edit`). Orders placed before keep their tax.',
      body: SetTaxRatesInputSchema,
      response: { 200: SetTaxRatesResultSchema },
      errors: [404],
    },
    async (c) => setProductTaxRates(c.db, c.body, c.actor),
  );

  admin.delete(
    '/product/:id',
    {
      summary: 'Remove a product from the catalog (admins)',
      description:
        'Soft delete: the product leaves the catalog; orders keep their snapshot and stay ' +
        'deliverable. Unknown, already deleted or malformed ids answer 404.',
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => deleteProduct(c.db, c.params.id, c.actor),
  );
};
